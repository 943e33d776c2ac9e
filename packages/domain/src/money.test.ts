import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_LIRA_STYLE, formatMoney, formatRateIn, kurusToLira, liraStyleOf, liraToKurus } from './money'

describe('kuruş ↔ lira', () => {
  it('stores lira amounts exactly as whole kuruş', () => {
    expect(liraToKurus(19.99)).toBe(1999)
    expect(liraToKurus(0.1 + 0.2)).toBe(30)
    expect(liraToKurus(1234.5)).toBe(123450)
  })

  it('answers lira with at most two decimals', () => {
    expect(kurusToLira(1999)).toBe(19.99)
    expect(kurusToLira(123450)).toBe(1234.5)
  })
})

describe('amounts: two decimals, Turkish number format, symbol per settings', () => {
  it('writes lira with the symbol after by default', () => {
    expect(formatMoney(0.5)).toBe('0,50 ₺')
    expect(formatMoney(1234567.891)).toBe('1.234.567,89 ₺')
  })

  it("takes the settings' symbol and position only while the shop currency is TRY", () => {
    expect(liraStyleOf({ code: 'TRY', symbol: 'TL', position: 'before' })).toEqual({
      symbol: 'TL',
      position: 'before',
    })
    expect(liraStyleOf({ code: 'USD', symbol: '$', position: 'before' })).toEqual({
      symbol: '₺',
      position: 'after',
    })
    expect(liraStyleOf({ code: 'TRY', symbol: '', position: 'before' })).toEqual({
      symbol: '₺',
      position: 'after',
    })
  })
})

describe('exchange rates: two to four decimals, by the money rule of the reader’s language', () => {
  it('writes a Turkish rate in Turkish digits with the symbol where the settings put it', () => {
    expect(formatRateIn('tr', 41.85, DEFAULT_LIRA_STYLE)).toBe('41,85 ₺')
    expect(formatRateIn('tr', 34.12345, DEFAULT_LIRA_STYLE)).toBe('34,1235 ₺')
    expect(formatRateIn('tr', 1234.5, { symbol: 'TL', position: 'before' })).toBe('TL1.234,50')
  })

  it('writes an English rate in English digits with the symbol in front', () => {
    expect(formatRateIn('en', 41.85, DEFAULT_LIRA_STYLE)).toBe('₺41.85')
    expect(formatRateIn('en', 34.12345, DEFAULT_LIRA_STYLE)).toBe('₺34.1235')
    expect(formatRateIn('en', 1234.5, { symbol: 'TL', position: 'after' })).toBe('TL 1,234.50')
  })
})

describe('the amount formatters', () => {
  afterEach(() => vi.restoreAllMocks())

  it('are made on first use, for the language asked for only', async () => {
    vi.resetModules()
    const RealNumberFormat = Intl.NumberFormat
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(
      class {
        constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
          // biome-ignore lint/correctness/noConstructorReturn: the spy hands out a real formatter
          return new RealNumberFormat(...args)
        }
      } as unknown as typeof Intl.NumberFormat,
    )
    const money = await import('./money')
    expect(made).not.toHaveBeenCalled()
    expect(money.formatMoneyIn('en', 1234.5, money.DEFAULT_LIRA_STYLE)).toBe('₺1,234.50')
    expect(money.formatMoneyIn('en', 2, money.DEFAULT_LIRA_STYLE)).toBe('₺2.00')
    expect(made.mock.calls.map(([locale]) => locale)).toEqual(['en-US'])
  })
})
