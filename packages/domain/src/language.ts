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
