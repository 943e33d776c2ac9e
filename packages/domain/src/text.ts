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
