import { turkishLowerCase } from '@shop/domain'

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
