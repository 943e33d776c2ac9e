import type { LocalizedText } from './localized'
import { foldTurkish } from './text'

/** More terms than this add nothing a shopper would notice and only make the query slower. */
export const MAX_SEARCH_TERMS = 8
const MAX_TERM_LENGTH = 40

/** The terms of a folded text: split on everything that is not a letter or a digit, each cut to MAX_TERM_LENGTH. */
function termsOfFolded(folded: string): string[] {
  return folded
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term !== '')
    .map((term) => term.slice(0, MAX_TERM_LENGTH))
}

/**
 * The words of a search text as the index holds them: folded (see `foldTurkish`) and split on everything that is
 * not a letter or a digit. Punctuation-only input gives no terms. Duplicates are dropped, order is kept.
 */
export function searchTerms(text: string): string[] {
  return [...new Set(termsOfFolded(foldTurkish(text)))].slice(0, MAX_SEARCH_TERMS)
}

/** A search's phrases, each the terms of one typed word (`searchPhrases`). */
export type SearchPhrases = readonly (readonly string[])[]

/**
 * The phrases of a search text: each word as typed (split on white space) with its terms, which must stand together
 * in a match, as they do in a SKU or a size ("GEN-0004", "25/.06"). A word of one term is a phrase of one. Repeated
 * phrases are dropped, order is kept, and all phrases together hold at most MAX_SEARCH_TERMS terms.
 */
export function searchPhrases(text: string): string[][] {
  const phrases = new Map<string, string[]>()
  let terms = 0
  for (const word of foldTurkish(text).split(/\s+/u)) {
    const phrase = termsOfFolded(word).slice(0, MAX_SEARCH_TERMS - terms)
    const key = phrase.join(' ')
    if (phrase.length === 0 || phrases.has(key)) continue
    phrases.set(key, phrase)
    terms += phrase.length
  }
  return [...phrases.values()]
}

/** One searchable text from every language of some per-language texts, folded the same way queries are. */
export function searchDocument(...texts: (LocalizedText | null | undefined)[]): string {
  return texts
    .flatMap((text) => Object.values(text ?? {}))
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map((value) => foldTurkish(value.trim()))
    .join(' ')
}
