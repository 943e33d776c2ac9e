import { describe, expect, it } from 'vitest'
import { generateSku, normalizeSku, SKU_PATTERN } from './sku'

/** A fixed sequence of "random" numbers, so the suffix is known. */
const sequence = (...values: number[]) => {
  let index = 0
  return () => values[index++ % values.length] ?? 0
}

describe('generateSku', () => {
  it('takes up to 8 letters or digits of the Turkish name, folded and upper-cased, then 4 random characters', () => {
    expect(generateSku('Işık Cihazı LED', sequence(0))).toBe('ISIKCIHA-AAAA')
    expect(generateSku('Çelik Eğe', sequence(0.999))).toBe('CELIKEGE-9999')
    expect(generateSku('K-File #25', sequence(0, 0.5, 0.999, 0.1))).toBe('KFILE25-AS9D')
  })

  it('leaves look-alike characters out of the random part', () => {
    const random = sequence(...Array.from({ length: 100 }, (_, index) => index / 100))
    const suffixes = Array.from({ length: 25 }, () => generateSku('Ayna', random).slice(5)).join('')
    expect(suffixes).not.toMatch(/[01IO]/)
  })

  it('is only the random part for a name without letters or digits', () => {
    expect(generateSku('—', sequence(0.2))).toBe('GGGG')
  })

  it('always gives what the SKU rule accepts', () => {
    for (const name of ['Ağız Aynası', 'NiTi Döner Eğe 25/.06', '½', 'Kompozit A2 4g']) {
      expect(generateSku(name)).toMatch(SKU_PATTERN)
    }
  })
})

describe('normalizeSku', () => {
  it('upper-cases the Turkish way and trims', () => {
    expect(normalizeSku(' ayn-1 ')).toBe('AYN-1')
    expect(normalizeSku('ışık-ç')).toBe('ISIK-C')
  })
})
