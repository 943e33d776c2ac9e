import { describe, expect, it } from 'vitest'
import { computeOrderTotals, shippingCostFor, taxFor } from './order-totals'

describe('computeOrderTotals', () => {
  it('charges standard shipping below the threshold and adds 18% tax on subtotal plus shipping', () => {
    // 2 × 50,00 ₺ = 100,00 ₺; shipping 15,00 ₺; tax 18% of 115,00 ₺ = 20,70 ₺.
    expect(computeOrderTotals([{ unitPrice: 5000, quantity: 2 }])).toEqual({
      subtotal: 10_000,
      shippingCost: 1500,
      taxAmount: 2070,
      discountAmount: 0,
      totalAmount: 13_570,
    })
  })

  it('ships free at the threshold exactly, not one kuruş below it', () => {
    expect(computeOrderTotals([{ unitPrice: 15_000, quantity: 1 }]).shippingCost).toBe(0)
    expect(computeOrderTotals([{ unitPrice: 14_999, quantity: 1 }]).shippingCost).toBe(1500)
  })

  it('follows the shipping settings', () => {
    const rule = { freeShippingThreshold: 1000, standardShippingCost: 49.9 }
    expect(computeOrderTotals([{ unitPrice: 99_999, quantity: 1 }], rule).shippingCost).toBe(4990)
    expect(computeOrderTotals([{ unitPrice: 100_000, quantity: 1 }], rule).shippingCost).toBe(0)
  })

  it('rounds the tax to the kuruş', () => {
    // 18% of 0,33 ₺ = 0,0594 ₺ → 0,06 ₺; 18% of 10,03 ₺ = 1,8054 ₺ → 1,81 ₺.
    expect(taxFor(33)).toBe(6)
    expect(taxFor(1003)).toBe(181)
    const totals = computeOrderTotals(
      [
        { unitPrice: 1999, quantity: 3 },
        { unitPrice: 1, quantity: 7 },
      ],
      { freeShippingThreshold: 150, standardShippingCost: 15 },
    )
    expect(totals.subtotal).toBe(6004)
    expect(totals.taxAmount).toBe(Math.round(((6004 + 1500) * 18) / 100))
    expect(totals.totalAmount).toBe(totals.subtotal + totals.shippingCost + totals.taxAmount)
  })

  it("taxes at the rule's rate when it has one (the settings' tax rate)", () => {
    // 2 × 50,00 ₺ + 15,00 ₺ shipping = 115,00 ₺; 20% = 23,00 ₺; 0% = nothing.
    const lines = [{ unitPrice: 5000, quantity: 2 }]
    const rule = { freeShippingThreshold: 150, standardShippingCost: 15 }
    expect(computeOrderTotals(lines, { ...rule, taxRatePercent: 20 })).toMatchObject({
      taxAmount: 2300,
      totalAmount: 13_800,
    })
    expect(computeOrderTotals(lines, { ...rule, taxRatePercent: 0 }).taxAmount).toBe(0)
    expect(computeOrderTotals(lines, rule).taxAmount).toBe(2070)
    expect(taxFor(1003, 8.5)).toBe(85)
  })

  it('charges no shipping on nothing', () => {
    expect(shippingCostFor(0)).toBe(0)
  })
})
