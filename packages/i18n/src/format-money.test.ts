import { describe, expect, it } from 'vitest'
import { DEFAULT_DISPLAY_CURRENCY, formatAmount, formatMoney, formatPrice } from './format-money'

describe('formatAmount', () => {
  it('uses Turkish grouping and exactly two decimals', () => {
    expect(formatAmount(1234.56)).toBe('1.234,56')
    expect(formatAmount(1234567.8)).toBe('1.234.567,80')
    expect(formatAmount(5)).toBe('5,00')
    expect(formatAmount(0.005)).toBe('0,01')
  })
})

describe('formatMoney', () => {
  it('puts the lira symbol after the amount by default', () => {
    expect(formatMoney(1234.56)).toBe('1.234,56 ₺')
  })

  it('honours a symbol placed before', () => {
    expect(formatMoney(99.9, { symbol: '₺', position: 'before' })).toBe('₺99,90')
  })
})

describe('formatPrice', () => {
  it('shows missing, zero and non-numeric prices as unavailable', () => {
    expect(formatPrice(undefined, DEFAULT_DISPLAY_CURRENCY)).toBeNull()
    expect(formatPrice(null, DEFAULT_DISPLAY_CURRENCY)).toBeNull()
    expect(formatPrice(0, DEFAULT_DISPLAY_CURRENCY)).toBeNull()
    expect(formatPrice(Number.NaN, DEFAULT_DISPLAY_CURRENCY)).toBeNull()
  })

  it('converts into dollars and euros with the symbol in front', () => {
    const rates = { USD: 32.5, EUR: 35 }
    expect(formatPrice(3250, { ...DEFAULT_DISPLAY_CURRENCY, currency: 'USD', rates })).toBe('$100,00')
    expect(formatPrice(1750, { ...DEFAULT_DISPLAY_CURRENCY, currency: 'EUR', rates })).toBe('€50,00')
  })

  it('falls back to lira when the rate is missing', () => {
    expect(formatPrice(100, { ...DEFAULT_DISPLAY_CURRENCY, currency: 'USD' })).toBe('100,00 ₺')
  })

  it('uses the lira style from settings', () => {
    const display = { ...DEFAULT_DISPLAY_CURRENCY, liraStyle: { symbol: 'TL', position: 'after' as const } }
    expect(formatPrice(12.5, display)).toBe('12,50 TL')
  })
})
