import { describe, expect, it } from 'vitest'
import {
  DEFAULT_DISPLAY_CURRENCY,
  type DisplayCurrency,
  formatAmount,
  formatLineTotal,
  formatMoney,
  formatMoneyIn,
  formatPrice,
  formatSum,
} from './format-money'

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

describe('formatLineTotal', () => {
  const dollars: DisplayCurrency = {
    ...DEFAULT_DISPLAY_CURRENCY,
    currency: 'USD',
    rates: { USD: 40 },
    language: 'en',
  }

  it('multiplies the unit price as shown, so the line reads as unit × quantity', () => {
    // 2,054.90 ₺ is $51.3725: shown $51.37, and three of them $154.11 (the lira total converted is $154.12).
    expect(formatPrice(2054.9, dollars)).toBe('$51.37')
    expect(formatLineTotal(2054.9, 3, dollars)).toBe('$154.11')
    expect(formatSum(2054.9 * 3, dollars)).toBe('$154.12')
  })

  it('is the exact product in lira, and unavailable without a price', () => {
    expect(formatLineTotal(95.5, 3, DEFAULT_DISPLAY_CURRENCY)).toBe('286,50 ₺')
    expect(formatLineTotal(0, 3, DEFAULT_DISPLAY_CURRENCY)).toBeNull()
  })
})

describe('formatSum', () => {
  it('writes zero as an amount', () => {
    expect(formatSum(0, DEFAULT_DISPLAY_CURRENCY)).toBe('0,00 ₺')
  })
})

describe('amounts in the interface language', () => {
  const rates = { USD: 32.5, EUR: 35 }
  const lira = 1234.56 * 35 // 1.234,56 euros, and as many lira when shown in lira
  const show = (language: 'tr' | 'en', currency: DisplayCurrency['currency'], amount: number) =>
    formatPrice(amount, { ...DEFAULT_DISPLAY_CURRENCY, currency, rates, language })

  it.each([
    ['tr', 'TRY', 1234.56, '1.234,56 ₺'],
    ['tr', 'USD', 1234.56 * 32.5, '$1.234,56'],
    ['tr', 'EUR', lira, '€1.234,56'],
    ['en', 'TRY', 1234.56, '₺1,234.56'],
    ['en', 'USD', 1234.56 * 32.5, '$1,234.56'],
    ['en', 'EUR', lira, '€1,234.56'],
  ] as const)('%s %s reads %s', (language, currency, amount, expected) => {
    expect(show(language, currency, amount)).toBe(expected)
  })

  it('is Turkish when the language is not given', () => {
    expect(formatPrice(1234.56, DEFAULT_DISPLAY_CURRENCY)).toBe('1.234,56 ₺')
  })

  it('keeps a space after a lira symbol of letters in English, and the settings position in Turkish', () => {
    const style = { symbol: 'TL', position: 'after' as const }
    expect(formatMoneyIn('en', 1234.5, style)).toBe('TL 1,234.50')
    expect(formatMoneyIn('tr', 1234.5, style)).toBe('1.234,50 TL')
  })

  it('rounds to two decimals and groups millions in both languages', () => {
    expect(formatMoneyIn('en', 1234567.891, { symbol: '$', position: 'before' })).toBe('$1,234,567.89')
    expect(formatMoneyIn('tr', 1234567.891, { symbol: '$', position: 'before' })).toBe('$1.234.567,89')
  })
})
