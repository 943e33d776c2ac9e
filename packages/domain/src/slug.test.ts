import { describe, expect, it } from 'vitest'
import { SLUG_PATTERN, slugify } from './slug'

describe('slugify', () => {
  it('transliterates Turkish letters', () => {
    expect(slugify('Hijyen ve Sterilizasyon')).toBe('hijyen-ve-sterilizasyon')
    expect(slugify('İmplantoloji')).toBe('implantoloji')
    expect(slugify('Işık Cihazı')).toBe('isik-cihazi')
    expect(slugify('Çürük Dedektörü Şırınga Ğ Ü Ö')).toBe('curuk-dedektoru-siringa-g-u-o')
  })

  it('turns other characters into single hyphens and trims them', () => {
    expect(slugify('  K-File #25 (21 mm) / 6 adet ')).toBe('k-file-25-21-mm-6-adet')
    expect(slugify('Crème Café')).toBe('creme-cafe')
    expect(slugify('---')).toBe('')
  })

  it('always produces what the slug rule accepts', () => {
    for (const name of ['Kompozit A2 4g', 'Ağız İçi Kamera', 'NiTi Döner Eğe 25/.06', 'ﬁle ½']) {
      expect(slugify(name)).toMatch(SLUG_PATTERN)
    }
  })
})
