import { describe, expect, it } from 'vitest'
import { formatMoney, kurusToLira, liraStyleOf, liraToKurus } from './money'

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
