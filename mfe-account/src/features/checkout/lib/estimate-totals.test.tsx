import type { CartItem } from '@shop/state'
import { describe, expect, it } from 'vitest'
import { estimateTotals } from './estimate-totals'

const line = (price: number, quantity: number, discountPrice: number | null = null): CartItem => ({
  productId: `p-${price}`,
  slug: 'urun',
  name: { tr: 'Ürün' },
  price,
  discountPrice,
  image: '',
  stock: 100,
  quantity,
})

const rule = { freeShippingThreshold: 150, standardShippingCost: 15 }

describe('estimateTotals', () => {
  it('adds standard shipping below the threshold and 18% tax on subtotal plus shipping', () => {
    expect(estimateTotals([line(50, 2)], rule)).toEqual({
      subtotal: 100,
      shippingCost: 15,
      taxAmount: 20.7,
      discountAmount: 0,
      totalAmount: 135.7,
    })
  })

  it('ships free at the threshold and prices discounted lines at the discount', () => {
    const totals = estimateTotals([line(200, 1, 150)], rule)
    expect(totals.subtotal).toBe(150)
    expect(totals.shippingCost).toBe(0)
    expect(totals.taxAmount).toBe(27)
    expect(totals.totalAmount).toBe(177)
  })

  it('is exact to the kuruş for prices that float arithmetic gets wrong', () => {
    // 3 × 0,10 ₺ + 0,20 ₺ = 0,50 ₺; 15,50 ₺ taxed at 18% = 2,79 ₺.
    const totals = estimateTotals([line(0.1, 3), line(0.2, 1)], rule)
    expect(totals).toMatchObject({ subtotal: 0.5, shippingCost: 15, taxAmount: 2.79, totalAmount: 18.29 })
  })
})
