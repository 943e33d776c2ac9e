import { describe, expect, it } from 'vitest'
import { nameSortKey } from './sort-key'

const sortTurkish = (names: string[]) =>
  [...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : nameSortKey(a) > nameSortKey(b) ? 1 : 0))

describe('nameSortKey', () => {
  it('orders letters as the Turkish alphabet does', () => {
    const alphabet = 'a b c ç d e f g ğ h ı i j k l m n o ö p r s ş t u ü v y z'.split(' ')
    const shuffled = [...alphabet].reverse()
    expect(sortTurkish(shuffled)).toEqual(alphabet)
  })

  it('puts ç after c, ş after s, ö after o, ü after u, ğ after g, ı before i', () => {
    expect(sortTurkish(['Çelik', 'Cam', 'Dolgu'])).toEqual(['Cam', 'Çelik', 'Dolgu'])
    expect(sortTurkish(['Şırınga', 'Sond', 'Tel'])).toEqual(['Sond', 'Şırınga', 'Tel'])
    expect(sortTurkish(['Önlük', 'Ozon', 'Pens'])).toEqual(['Ozon', 'Önlük', 'Pens'])
    expect(sortTurkish(['Üst', 'Uç', 'Vida'])).toEqual(['Uç', 'Üst', 'Vida'])
    expect(sortTurkish(['Ğ', 'G', 'H'])).toEqual(['G', 'Ğ', 'H'])
    expect(sortTurkish(['İğne', 'Işık', 'Jel'])).toEqual(['Işık', 'İğne', 'Jel'])
  })

  it('ignores case the Turkish way', () => {
    expect(nameSortKey('IŞIK')).toBe(nameSortKey('ışık'))
    expect(nameSortKey('İĞNE')).toBe(nameSortKey('iğne'))
    expect(nameSortKey('IŞIK')).not.toBe(nameSortKey('işik'))
  })

  it('sorts digits before letters and shorter prefixes first', () => {
    expect(sortTurkish(['Kron', '3M Bond', 'Kompozit', 'Kompozit A2'])).toEqual([
      '3M Bond',
      'Kompozit',
      'Kompozit A2',
      'Kron',
    ])
  })

  it('treats other accents as the base letter and collapses separators', () => {
    expect(nameSortKey('Âlet')).toBe(nameSortKey('alet'))
    expect(nameSortKey('Eldiven  -  Nitril')).toBe(nameSortKey('eldiven nitril'))
  })

  it('uses two characters per character and is empty for an empty name', () => {
    expect(nameSortKey('abc')).toHaveLength(6)
    expect(nameSortKey('  ')).toBe('')
  })
})
