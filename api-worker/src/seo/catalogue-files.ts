import { catalogueChunkName, type Language, type UiLanguage, uiLanguageOf } from '@shop/domain'

/** A built file's name without its folder. */
const fileName = (href: string) => href.slice(href.lastIndexOf('/') + 1).split('?')[0] ?? ''

/** Whether a built file is a message catalogue chunk (`messages-<language>.<hash>.js`, any language). */
export function isCatalogueFile(href: string): boolean {
  return /^messages-[a-z]+\./.test(fileName(href))
}

/** Whether a built file is the catalogue chunk of this language. */
export function isCatalogueOf(href: string, language: UiLanguage): boolean {
  return fileName(href).startsWith(`${catalogueChunkName(language)}.`)
}

/**
 * The shell's HTML in a visitor's language: `<html lang>`, and of the catalogue chunks the shell's HTML preloads in
 * every language (rsbuild preloads the async boundary's chunks), only the one the page is shown in.
 */
export function inLanguage(rewriter: HTMLRewriter, language: Language): HTMLRewriter {
  return rewriter
    .on('html', { element: (element) => void element.setAttribute('lang', language) })
    .on('head link[href*="messages-"]', {
      element(element) {
        const href = element.getAttribute('href') ?? ''
        if (isCatalogueFile(href) && !isCatalogueOf(href, uiLanguageOf(language))) element.remove()
      },
    })
}
