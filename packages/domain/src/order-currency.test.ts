import { describe, expect, it } from 'vitest'
import { approximateAmount, isPriceChangedDetails } from './order-currency'

describe('approximateAmount', () => {
  it('converts the lira amount at the rate (lira per unit) for dollars and euros', () => {
    expect(approximateAmount(160, 'USD', { USD: 40 })).toEqual({ amount: 4, currency: 'USD' })
    expect(approximateAmount(90, 'EUR', { USD: 40, EUR: 45 })).toEqual({ amount: 2, currency: 'EUR' })
  })

  it('claims nothing for lira, no currency, or a missing or unusable rate', () => {
    expect(approximateAmount(160, 'TRY', { USD: 40 })).toBeNull()
    expect(approximateAmount(160, undefined, { USD: 40 })).toBeNull()
    expect(approximateAmount(160, 'EUR', { USD: 40 })).toBeNull()
    expect(approximateAmount(160, 'USD', { USD: 0 })).toBeNull()
  })
})

describe('isPriceChangedDetails', () => {
  it("recognises a refused order's data and nothing else", () => {
    expect(isPriceChangedDetails({ expectedTotal: 135.7, quote: { lines: [] } })).toBe(true)
    expect(isPriceChangedDetails({ expectedTotal: 135.7 })).toBe(false)
    expect(isPriceChangedDetails({ quote: { lines: [] } })).toBe(false)
    expect(isPriceChangedDetails(null)).toBe(false)
  })
})
