import { DEFAULT_SUPPORTED_LANGUAGES, FALLBACK_LANGUAGE, type Language } from './constants'

export interface LanguageSources {
  /** The visitor's stored choice, if any. */
  stored?: string | null
  /** `navigator.languages` (or `[navigator.language]`), most preferred first. */
  browser?: readonly string[]
  /** `document.documentElement.lang`. */
  document?: string | null
}

/** The site's languages from settings `languages`. */
export interface SiteLanguages {
  /** The languages the shop offers, in the order the switcher lists them. */
  supported: readonly Language[]
  /** The settings' default language; null while the settings are not known yet. */
  default: Language | null
}

/** What the shop assumes before its settings arrive: the default list, and no default of its own yet. */
export const INITIAL_SITE_LANGUAGES: SiteLanguages = { supported: DEFAULT_SUPPORTED_LANGUAGES, default: null }

/** Maps a tag such as `en-GB` or `TR` to a supported language, or null. */
export function matchLanguage(
  tag: string | null | undefined,
  supported: readonly Language[],
): Language | null {
  if (!tag) return null
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
  return supported.find((language) => language === primary) ?? null
}

/**
 * The language lookup order of the spec (storefront.md §1, §9), limited to the languages the site offers: the stored
 * choice, then the browser language, then the site's default from settings (admin.md: "the default site language is
 * taken from the settings"), then the page's declared language, which stands in for the default until the settings
 * are known. Turkish is the final fallback when offered, else the first offered language. A stored choice the site no
 * longer offers is ignored, not erased: it counts again if the language is offered again.
 */
export function resolveLanguage(sources: LanguageSources, site: SiteLanguages): Language {
  const { supported } = site
  const stored = matchLanguage(sources.stored, supported)
  if (stored) return stored
  for (const tag of sources.browser ?? []) {
    const browser = matchLanguage(tag, supported)
    if (browser) return browser
  }
  return (
    matchLanguage(site.default, supported) ??
    matchLanguage(sources.document, supported) ??
    matchLanguage(FALLBACK_LANGUAGE, supported) ??
    supported[0] ??
    FALLBACK_LANGUAGE
  )
}

/**
 * The cookie that carries the visitor's stored language choice to the worker (the same value as the `language` entry
 * in local storage, which the browser reads): the worker writes a page's `<html lang>` and preloads that language's
 * catalogue before any script runs.
 */
export const LANGUAGE_COOKIE = 'shop_language'
/** A year, like a stored choice that never expires on its own. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/** The `document.cookie` assignment that stores a language choice for the worker to read. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`
}

/** The language choice in a `Cookie` header (or `document.cookie`), unchecked; null without one. */
export function readLanguageCookie(cookies: string | null | undefined): string | null {
  for (const pair of (cookies ?? '').split(';')) {
    const [name, value] = pair.split('=')
    if (name?.trim() === LANGUAGE_COOKIE && value?.trim()) return value.trim()
  }
  return null
}

/**
 * The tags of an `Accept-Language` header, most preferred first (by `q`, then by order), without the ones weighted 0
 * and the wildcard: what `navigator.languages` is to the browser.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  const weighted = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => param.trim().match(/^q=([0-9.]+)$/)?.[1]).find(Boolean)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((item) => item.tag && item.tag !== '*' && item.q > 0 && !Number.isNaN(item.q))
  return weighted.sort((a, b) => b.q - a.q || a.index - b.index).map((item) => item.tag)
}

/** What a request tells about its visitor's language: the stored choice's cookie and the browser's languages. */
export interface LanguageRequest {
  cookie: string | null
  acceptLanguage: string | null
}

/**
 * The language a page is written in for the visitor of a request, by the browser's own rule (`resolveLanguage`):
 * the cookie stands for the stored choice and `Accept-Language` for the browser's languages, so the worker and the
 * shell starting in the browser pick the same language (and the worker preloads that catalogue).
 */
export function requestLanguage(request: LanguageRequest, site: SiteLanguages): Language {
  return resolveLanguage(
    { stored: readLanguageCookie(request.cookie), browser: acceptedLanguages(request.acceptLanguage) },
    site,
  )
}

/** Languages the screens have a catalogue in. Other supported codes (ar, de, fr) are shown in Turkish. */
export const UI_LANGUAGES = ['tr', 'en'] as const satisfies readonly Language[]

export type UiLanguage = (typeof UI_LANGUAGES)[number]

/** The catalogue language a supported language is shown in. */
export function uiLanguageOf(language: Language): UiLanguage {
  return language === 'en' ? 'en' : 'tr'
}

/**
 * The name of a language's catalogue chunk in every app's build (`messages-en.<hash>.js`, the chunk names in
 * @shop/i18n's messages/index.ts): the worker keeps or adds the visitor's one among a page's preloads by it.
 */
export function catalogueChunkName(language: UiLanguage): string {
  return `messages-${language}`
}
