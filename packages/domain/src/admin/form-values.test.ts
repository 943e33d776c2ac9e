import { describe, expect, it } from 'vitest'
import { decimalFromInput, filterDecimalInput, filterDigitsInput, listPositionParams } from './form-values'

describe('price and stock input filters (admin.md §5)', () => {
  it('keep digits and dots for prices, a comma becoming a dot', () => {
    expect(filterDecimalInput('1.250,50 ₺')).toBe('1.250.50')
    expect(filterDecimalInput('12,5')).toBe('12.5')
    expect(filterDecimalInput('abc-3')).toBe('3')
  })

  it('keep only digits for stock', () => {
    expect(filterDigitsInput('1.000 adet')).toBe('1000')
    expect(filterDigitsInput('-5')).toBe('5')
    expect(filterDigitsInput('yok')).toBe('')
  })
})

describe('decimalFromInput', () => {
  it('reads filtered text as a number and passes numbers through', () => {
    expect(decimalFromInput('12,5')).toBe(12.5)
    expect(decimalFromInput(' 99 ')).toBe(99)
    expect(decimalFromInput(42)).toBe(42)
    expect(decimalFromInput(null)).toBeNull()
  })

  it('gives undefined for blank text and NaN for what is not one number', () => {
    expect(decimalFromInput('')).toBeUndefined()
    expect(decimalFromInput('TL')).toBeUndefined()
    expect(decimalFromInput('1.250,50')).toBeNaN()
    expect(decimalFromInput('.5')).toBeNaN()
  })
})

describe('listPositionParams', () => {
  it('numbers the item from 1 by the first index in the path', () => {
    expect(listPositionParams(['specifications', 2, 'key', 'tr'])).toEqual({ n: 3 })
    expect(listPositionParams(['images', 0])).toEqual({ n: 1 })
    expect(listPositionParams(['name', 'tr'])).toEqual({})
  })
})
