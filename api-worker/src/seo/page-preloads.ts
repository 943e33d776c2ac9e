import { type Language, UI_LANGUAGES, type UiLanguage, uiLanguageOf } from '@shop/domain'
import type { Bindings } from '../env'
import { remoteRegistry } from '../remotes/registry'
import { isCatalogueOf } from './catalogue-files'
import { escapeHtml } from './escape'
import { cachedManifest } from './manifest-cache'
import { fetchRemoteFile } from './remote-file'
import { type PreloadLink, remotePreloads } from './remote-preloads'

/** What the shell renders on every shop page: the storefront's routes between its header and footer. */
const SHOP_PAGE_MODULES = ['App', 'Header', 'Footer'] as const

/** A page's preloads in each catalogue language (they differ by the remote's catalogue chunk only). */
export type PreloadsByLanguage = Record<UiLanguage, PreloadLink[]>

const NONE: PreloadsByLanguage = { tr: [], en: [] }

/**
 * The preloads of a shop page: the registry the shell fetches first (`/remotes.json`), the storefront's manifest
 * it fetches next, and the storefront's entry, scripts, catalogue and stylesheets the shell then loads, all asked
 * for by the HTML at once instead of one after another; per language, as the page's language is chosen beside them.
 * None when the storefront's manifest cannot be read or is not one.
 */
export async function shopPagePreloads(env: Bindings, request: Request): Promise<PreloadsByLanguage> {
  try {
    const registry = await remoteRegistry(env)
    const manifestUrl = new URL(registry.storefront, request.url)
    const manifest = await cachedManifest(manifestUrl.href, () =>
      fetchRemoteFile(env, request, manifestUrl.href),
    )
    const fetched: PreloadLink[] = [
      { href: '/remotes.json', rel: 'preload', as: 'fetch', crossorigin: true },
      { href: manifestUrl.href, rel: 'preload', as: 'fetch', crossorigin: true },
    ]
    const byLanguage = { ...NONE }
    for (const language of UI_LANGUAGES) {
      const files = remotePreloads(manifest, manifestUrl, SHOP_PAGE_MODULES, language)
      if (!files) return NONE
      byLanguage[language] = [...fetched, ...files].map((link) => ({
        ...link,
        href: sameOriginPath(link.href, request.url),
      }))
    }
    return byLanguage
  } catch (error) {
    console.error('shop page preloads skipped', error)
    return NONE
  }
}

/**
 * The storefront's catalogue chunk in a language, for the shell's other pages (cart, account, login), whose header
 * and footer the storefront renders: fetched with the shell's first files instead of after the storefront's. None
 * when the storefront's manifest cannot be read.
 */
export async function storefrontCataloguePreloads(
  env: Bindings,
  request: Request,
  language: Language,
): Promise<PreloadLink[]> {
  const ui = uiLanguageOf(language)
  const links = (await shopPagePreloads(env, request))[ui]
  return links.filter((link) => isCatalogueOf(link.href, ui))
}

/** A same-origin URL as a path, so the HTML reads the same behind any host name. */
function sameOriginPath(href: string, pageUrl: string): string {
  const url = new URL(href, pageUrl)
  return url.origin === new URL(pageUrl).origin ? url.pathname + url.search : url.href
}

export function renderPreloadLinks(links: readonly PreloadLink[]): string {
  return links
    .map((link) => {
      const as = link.as ? ` as="${link.as}"` : ''
      const cors = link.crossorigin ? ' crossorigin' : ''
      const priority = link.fetchpriority ? ` fetchpriority="${link.fetchpriority}"` : ''
      return `<link rel="${link.rel}" href="${escapeHtml(link.href)}"${as}${cors}${priority}>`
    })
    .join('')
}
