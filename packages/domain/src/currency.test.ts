import { describe, expect, it } from 'vitest'
import { convertFromLira, isUsableRate } from './currency'

describe('convertFromLira', () => {
  it('divides the lira price by the rate', () => {
    expect(convertFromLira(325, 'USD', { USD: 32.5 })).toEqual({ amount: 10, currency: 'USD' })
    expect(convertFromLira(70, 'EUR', { USD: 32.5, EUR: 35 })).toEqual({ amount: 2, currency: 'EUR' })
  })

  it('keeps lira for TRY', () => {
    expect(convertFromLira(99.9, 'TRY', { USD: 32.5 })).toEqual({ amount: 99.9, currency: 'TRY' })
  })

  it('falls back to the lira price when the rate is missing or unusable', () => {
    expect(convertFromLira(100, 'USD', {})).toEqual({ amount: 100, currency: 'TRY' })
    expect(convertFromLira(100, 'EUR', { EUR: 0 })).toEqual({ amount: 100, currency: 'TRY' })
    expect(convertFromLira(100, 'EUR', { EUR: Number.NaN })).toEqual({ amount: 100, currency: 'TRY' })
  })
})

describe('isUsableRate', () => {
  it('accepts only finite positive numbers', () => {
    expect(isUsableRate(1.5)).toBe(true)
    expect(isUsableRate(-1)).toBe(false)
    expect(isUsableRate('32')).toBe(false)
    expect(isUsableRate(Number.POSITIVE_INFINITY)).toBe(false)
  })
})
