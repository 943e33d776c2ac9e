import type { LocalizedText } from './localized'
import { foldTurkish } from './text'

/** More terms than this add nothing a shopper would notice and only make the query slower. */
export const MAX_SEARCH_TERMS = 8
const MAX_TERM_LENGTH = 40

/**
 * The words of a search text as the index holds them: folded (see `foldTurkish`) and split on everything that is
 * not a letter or a digit. Punctuation-only input gives no terms. Duplicates are dropped, order is kept.
 */
export function searchTerms(text: string): string[] {
  const terms = foldTurkish(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term !== '')
    .map((term) => term.slice(0, MAX_TERM_LENGTH))
  return [...new Set(terms)].slice(0, MAX_SEARCH_TERMS)
}

/** One searchable text from every language of some per-language texts, folded the same way queries are. */
export function searchDocument(...texts: (LocalizedText | null | undefined)[]): string {
  return texts
    .flatMap((text) => Object.values(text ?? {}))
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map((value) => foldTurkish(value.trim()))
    .join(' ')
}
