import { describe, expect, it } from 'vitest'
import { foldTurkish, turkishLowerCase } from './text'

describe('turkishLowerCase', () => {
  it('lower-cases I to ı and İ to i', () => {
    expect(turkishLowerCase('IŞIK İĞNE')).toBe('ışık iğne')
    expect(turkishLowerCase('ÇÖĞÜŞ')).toBe('çöğüş')
  })
})

describe('foldTurkish', () => {
  it('folds every spelling of the Turkish i to one letter', () => {
    for (const spelling of ['İmplant', 'IMPLANT', 'implant', 'ımplant', 'İMPLANT']) {
      expect(foldTurkish(spelling)).toBe('implant')
    }
    expect(foldTurkish('KILIF')).toBe(foldTurkish('kılıf'))
    expect(foldTurkish('kılıf')).toBe('kilif')
  })

  it('strips ş ğ ç ö ü and their capitals to ascii', () => {
    expect(foldTurkish('Şırınga Çürük Dedektörü Öğe ÜĞE')).toBe('siringa curuk dedektoru oge uge')
    expect(foldTurkish('Cerrahi')).toBe('cerrahi')
  })

  it('drops other accents, including the circumflex of older Turkish spelling', () => {
    expect(foldTurkish('Âlet îmal ûmumi')).toBe('alet imal umumi')
    expect(foldTurkish('Crème Café Füllung')).toBe('creme cafe fullung')
  })

  it('folds compatibility forms and leaves digits and punctuation alone', () => {
    expect(foldTurkish('ﬁle 25/.06 ½')).toBe('file 25/.06 1⁄2')
    expect(foldTurkish('K-File #25')).toBe('k-file #25')
  })
})
