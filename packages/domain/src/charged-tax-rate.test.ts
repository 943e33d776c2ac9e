import { describe, expect, it } from 'vitest'
import { chargedTaxRatePercent } from './charged-tax-rate'

describe('chargedTaxRatePercent', () => {
  it('reads the rate back from the amounts, not from the current setting', () => {
    expect(chargedTaxRatePercent({ subtotal: 1000, shippingCost: 50, taxAmount: 189 }, 20)).toBe(18)
    expect(chargedTaxRatePercent({ subtotal: 1000, shippingCost: 0, taxAmount: 200 }, 18)).toBe(20)
  })

  it('rounds the kuruş rounding of the tax away to a whole percent', () => {
    // 18% of 33.33 is 5.9994, charged as 6.00
    expect(chargedTaxRatePercent({ subtotal: 33.33, shippingCost: 0, taxAmount: 6 }, 10)).toBe(18)
    expect(chargedTaxRatePercent({ subtotal: 0.05, shippingCost: 0, taxAmount: 0.01 }, 10)).toBe(20)
  })

  it('reads a tax-free order as 0%', () => {
    expect(chargedTaxRatePercent({ subtotal: 500, shippingCost: 49.9, taxAmount: 0 }, 18)).toBe(0)
  })

  it('falls back to the current setting when nothing was taxable', () => {
    expect(chargedTaxRatePercent({ subtotal: 0, shippingCost: 0, taxAmount: 0 }, 20)).toBe(20)
    expect(chargedTaxRatePercent({ subtotal: 0, shippingCost: 0, taxAmount: 0 })).toBe(18)
  })

  it('falls back to the current setting when the amounts are unusable', () => {
    expect(chargedTaxRatePercent({ subtotal: -10, shippingCost: 0, taxAmount: 1 }, 20)).toBe(20)
    expect(chargedTaxRatePercent({ subtotal: 100, shippingCost: 0, taxAmount: -1 }, 20)).toBe(20)
    expect(chargedTaxRatePercent({ subtotal: Number.NaN, shippingCost: 0, taxAmount: 1 }, 20)).toBe(20)
  })
})
