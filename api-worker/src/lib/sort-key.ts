import { foldTurkish, turkishLowerCase } from '@shop/domain'

/**
 * A key that sorts names in Turkish alphabetical order under plain byte comparison (SQLite's BINARY collation), so
 * `ORDER BY name_sort_key` can use an index. Every character becomes a two-digit rank: separators first, then
 * digits, then the Turkish alphabet with q, w and x placed where Latin puts them.
 */
const ALPHABET = 'abcçdefgğhıijklmnoöpqrsştuüvwxyz'
const SEPARATOR_RANK = '00'
const UNKNOWN_RANK = '99'

const RANKS = new Map<string, string>()
'0123456789'.split('').forEach((digit, index) => {
  RANKS.set(digit, rank(1 + index))
})
Array.from(ALPHABET).forEach((letter, index) => {
  RANKS.set(letter, rank(11 + index))
})

function rank(value: number): string {
  return value.toString().padStart(2, '0')
}

function rankOf(char: string): string {
  const known = RANKS.get(char)
  if (known) return known
  // Letters with other accents (â, î, û, é) sort as their base letter.
  const base = char.normalize('NFD').replace(/\p{M}/gu, '')
  const baseRank = base.length === 1 ? RANKS.get(base) : undefined
  if (baseRank) return baseRank
  return /[\p{L}\p{N}]/u.test(char) ? UNKNOWN_RANK : SEPARATOR_RANK
}

export function nameSortKey(name: string): string {
  let key = ''
  let previous = ''
  for (const char of turkishLowerCase(name.trim())) {
    const code = rankOf(char)
    // Runs of spaces and punctuation count as one separator.
    if (code === SEPARATOR_RANK && previous === SEPARATOR_RANK) continue
    key += code
    previous = code
  }
  return key
}

/**
 * Letters without a decomposition to a Latin base letter, read as English readers spell them (Turkish ı comes to i
 * through `foldTurkish`).
 */
const LATIN_SPELLINGS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ħ: 'h',
  ŧ: 't',
  þ: 'th',
}

/**
 * What one character of a name becomes in the English key: a letter or digit folded to a-z and 0-9 (case, Turkish
 * letters and accents as `foldTurkish` folds them, compatibility forms such as ² or ﬁ as what they stand for), a
 * letter of another script as itself, an accent on its own as nothing, anything else a separator (a space).
 */
export function englishSortPiece(char: string): string {
  if (/\p{M}/u.test(char)) return ''
  if (!/[\p{L}\p{N}]/u.test(char)) return ' '
  return Array.from(foldTurkish(char).toLowerCase(), (folded) => {
    const latin = LATIN_SPELLINGS[folded] ?? folded
    if (/^[a-z0-9]+$/.test(latin)) return latin
    return /[\p{L}\p{N}]/u.test(folded) ? folded : ' '
  }).join('')
}

/**
 * A key that sorts names in English alphabetical order under plain byte comparison: the name folded to a-z and 0-9
 * (ç, ğ, ı, ö, ş, ü and every accented letter as its base letter), runs of spaces and punctuation as one space, none
 * at either end. A space sorts before digits and digits before letters, as in `nameSortKey`; letters of other scripts
 * sort after z. Migration 0016 computes the same key in SQL for the rows it backfills.
 */
export function englishNameSortKey(name: string): string {
  return Array.from(name, englishSortPiece).join('').replace(/ {2,}/g, ' ').trim()
}
