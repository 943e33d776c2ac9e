import { describe, expect, it } from 'vitest'
import {
  convertCurrency,
  convertPreviewQuerySchema,
  isStorefrontCurrency,
  missingRate,
  roundAmount,
} from './exchange-rate'

const rates = { USD: 32.5, EUR: 35 }

describe('convertCurrency', () => {
  it('divides lira by the rate and multiplies foreign amounts by it', () => {
    expect(convertCurrency(325, 'TRY', 'USD', rates)).toEqual({ converted: 10, rate: 32.5 })
    expect(convertCurrency(2, 'EUR', 'TRY', rates)).toEqual({ converted: 70, rate: 35 })
  })

  it('converts between two foreign currencies through the lira', () => {
    expect(convertCurrency(35, 'USD', 'EUR', rates)).toEqual({ converted: 32.5, rate: 32.5 / 35 })
  })

  it('rounds to two decimals and keeps the amount when both sides are the same', () => {
    expect(convertCurrency(100, 'TRY', 'USD', rates)?.converted).toBe(3.08)
    expect(convertCurrency(1.005, 'USD', 'USD', rates)).toEqual({ converted: 1.01, rate: 1 })
    expect(convertCurrency(0, 'TRY', 'EUR', rates)?.converted).toBe(0)
  })

  it('gives null when a needed rate is missing or unusable, and names it', () => {
    expect(convertCurrency(1, 'TRY', 'USD', {})).toBeNull()
    expect(convertCurrency(1, 'EUR', 'TRY', { EUR: 0 })).toBeNull()
    expect(convertCurrency(1, 'TRY', 'TRY', {})).toEqual({ converted: 1, rate: 1 })
    expect(missingRate('USD', 'EUR', { USD: 30 })).toBe('EUR')
    expect(missingRate('TRY', 'USD', {})).toBe('USD')
    expect(missingRate('TRY', 'USD', rates)).toBeNull()
  })
})

describe('roundAmount', () => {
  it('rounds half up to two decimals despite binary fractions', () => {
    expect(roundAmount(1.005)).toBe(1.01)
    expect(roundAmount(2.675)).toBe(2.68)
    expect(roundAmount(3.0769230769)).toBe(3.08)
    expect(roundAmount(10)).toBe(10)
  })
})

describe('currency codes and messages', () => {
  it('supports TRY, USD and EUR only', () => {
    expect(['TRY', 'USD', 'EUR'].every(isStorefrontCurrency)).toBe(true)
    expect(isStorefrontCurrency('GBP')).toBe(false)
    expect(isStorefrontCurrency('usd')).toBe(false)
  })

  it('reads the preview parameters: upper-cased codes, TRY by default, a non-negative amount', () => {
    expect(convertPreviewQuerySchema.parse({ amount: '12.5', to: 'usd' })).toEqual({
      amount: 12.5,
      from: 'TRY',
      to: 'USD',
    })
    expect(convertPreviewQuerySchema.safeParse({ amount: '-1', to: 'USD' }).success).toBe(false)
    expect(convertPreviewQuerySchema.safeParse({ amount: 'x', to: 'USD' }).success).toBe(false)
    expect(convertPreviewQuerySchema.safeParse({ amount: '1', to: 'US' }).success).toBe(false)
    expect(convertPreviewQuerySchema.safeParse({ amount: '1', to: 'U$D' }).success).toBe(false)
  })
})
