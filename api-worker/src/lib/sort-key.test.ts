import { describe, expect, it } from 'vitest'
import { englishNameSortKey, englishSortPiece, nameSortKey } from './sort-key'

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

const sortEnglish = (names: string[]) =>
  [...names].sort((a, b) => {
    const [x, y] = [englishNameSortKey(a), englishNameSortKey(b)]
    return x < y ? -1 : x > y ? 1 : 0
  })

describe('englishNameSortKey', () => {
  it('orders names as the English alphabet does, not as the Turkish one', () => {
    expect(sortEnglish(['Işık', 'Implant', 'Hat'])).toEqual(['Hat', 'Implant', 'Işık'])
    expect(sortEnglish(['Çelik', 'Cam', 'Dolgu', 'Cilt'])).toEqual(['Cam', 'Çelik', 'Cilt', 'Dolgu'])
    expect(sortEnglish(['Endodontic Motor', 'Bioceramic Sealer', 'Curing Light'])).toEqual([
      'Bioceramic Sealer',
      'Curing Light',
      'Endodontic Motor',
    ])
  })

  it('reads the Turkish letters as their base letters: ı İ ş ğ ç ö ü as i i s g c o u', () => {
    expect(englishNameSortKey('Işık Şırınga Ğ Çöğüş')).toBe('isik siringa g cogus')
    expect(englishNameSortKey('İĞNE')).toBe(englishNameSortKey('igne'))
    expect(englishNameSortKey('IŞIK')).toBe(englishNameSortKey('isik'))
  })

  it('reads every other accented letter as its base letter, however it was typed', () => {
    expect(englishNameSortKey('Élite Crème Naïve Ångström')).toBe('elite creme naive angstrom')
    // The same letters written as a base letter and a combining accent.
    expect(englishNameSortKey('E\u0301lite Cre\u0300me')).toBe('elite creme')
    expect(englishNameSortKey('Ø 2 mm, Łódź, Straße, Æther')).toBe('o 2 mm lodz strasse aether')
    expect(sortEnglish(['Zirconia', 'Élite Tray', 'Endo File', 'Ellipse'])).toEqual([
      'Élite Tray',
      'Ellipse',
      'Endo File',
      'Zirconia',
    ])
  })

  it('makes runs of spaces and punctuation one separator, before digits and letters, and none at the ends', () => {
    expect(englishNameSortKey('  Composite -- Resin (3M™) ')).toBe('composite resin 3m')
    expect(englishNameSortKey('x²  ½')).toBe('x2 1 2')
    expect(sortEnglish(['Kron', '3M Bond', 'Kompozit', 'Kompozit A2', 'Kompozit-B'])).toEqual([
      '3M Bond',
      'Kompozit',
      'Kompozit A2',
      'Kompozit-B',
      'Kron',
    ])
    expect(englishNameSortKey(' \t ')).toBe('')
  })

  it('keeps letters of other scripts, after z', () => {
    expect(englishNameSortKey('β-TCP Graft')).toBe('β tcp graft')
    expect(sortEnglish(['β-TCP', 'Zinc'])).toEqual(['Zinc', 'β-TCP'])
  })
})

describe('englishSortPiece', () => {
  it('is a letter folded, nothing for a lone accent, a space for anything else', () => {
    expect(['A', 'ı', 'İ', 'ş', 'é', '\u0301', '-', '™', ' ', '7', 'ß'].map(englishSortPiece)).toEqual([
      'a',
      'i',
      'i',
      's',
      'e',
      '',
      ' ',
      ' ',
      ' ',
      '7',
      'ss',
    ])
  })
})
