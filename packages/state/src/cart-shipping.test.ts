import { describe, expect, it } from 'vitest'
import { quoteShipping } from './cart-shipping'

const rules = { freeShippingThreshold: 150, standardShippingCost: 15 }

describe('quoteShipping', () => {
  it('charges the standard cost below the threshold and says how much is missing', () => {
    expect(quoteShipping(120.1, rules)).toEqual({
      shippingCost: 15,
      isFree: false,
      remainingForFree: 29.9,
      total: 135.1,
    })
  })

  it('ships free at and above the threshold', () => {
    expect(quoteShipping(150, rules)).toEqual({
      shippingCost: 0,
      isFree: true,
      remainingForFree: 0,
      total: 150,
    })
    expect(quoteShipping(999.99, rules).shippingCost).toBe(0)
  })

  it('ships everything free when the threshold is zero', () => {
    expect(quoteShipping(10, { freeShippingThreshold: 0, standardShippingCost: 15 }).isFree).toBe(true)
  })
})
