/** Lower-cases the Turkish way: I becomes ı and İ becomes i, unlike the locale-free `toLowerCase`. */
export function turkishLowerCase(text: string): string {
  return text.replace(/I/g, 'ı').replace(/İ/g, 'i').toLowerCase()
}

const ASCII_FOLD: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' }

/**
 * Folds a text for matching: lower-cased the Turkish way, then ç ğ ı ö ş ü become c g i o s u and every other
 * accent is dropped (â → a, é → e). 'İMPLANT', 'implant' and 'ımplant' all fold to 'implant', so a shopper finds a
 * product however either side was typed. Search indexing, search queries and slugs all start from this.
 */
export function foldTurkish(text: string): string {
  return turkishLowerCase(text)
    .replace(/[çğıöşü]/g, (char) => ASCII_FOLD[char] ?? char)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
}

/** Control characters (line breaks, tabs, NUL, …) and the Unicode line and paragraph separators. */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u
const CONTROL_CHARACTER_RUNS = /[\p{Cc}\u2028\u2029]+/gu

/** True when a one-line field carries a character that would break it over lines (or hide in it). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text)
}

/** The text on one line: every run of control characters becomes one space. */
export function toOneLine(text: string): string {
  return text.replace(CONTROL_CHARACTER_RUNS, ' ').trim()
}
