import { FALLBACK_LANGUAGE, type Language } from './constants'

export interface LanguageSources {
  /** The visitor's stored choice, if any. */
  stored?: string | null
  /** `navigator.languages` (or `[navigator.language]`), most preferred first. */
  browser?: readonly string[]
  /** `document.documentElement.lang`. */
  document?: string | null
}

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
 * The language lookup order of the spec (storefront.md §1, §9): stored choice, then the browser language, then the
 * page's declared language; Turkish is the final fallback.
 */
export function resolveLanguage(sources: LanguageSources, supported: readonly Language[]): Language {
  const stored = matchLanguage(sources.stored, supported)
  if (stored) return stored
  for (const tag of sources.browser ?? []) {
    const browser = matchLanguage(tag, supported)
    if (browser) return browser
  }
  return matchLanguage(sources.document, supported) ?? FALLBACK_LANGUAGE
}
