import { describe, expect, it } from 'vitest'
import { discountPercent, effectivePrice, hasDiscount, isValidPrice } from './price'

describe('discount rule: applies only when 0 < discountPrice < price', () => {
  it.each([
    [100, 80, true],
    [100, 100, false],
    [100, 120, false],
    [100, 0, false],
    [100, null, false],
    [100, undefined, false],
    [0, 0, false],
  ])('price %s, discount %s → %s', (price, discount, expected) => {
    expect(hasDiscount(price, discount)).toBe(expected)
  })

  it('charges the discount price only when the rule holds', () => {
    expect(effectivePrice(100, 80)).toBe(80)
    expect(effectivePrice(100, 150)).toBe(100)
    expect(effectivePrice(100, 0)).toBe(100)
  })

  it('rounds the badge percentage to a whole number', () => {
    expect(discountPercent(300, 200)).toBe(33)
    expect(discountPercent(100, 100)).toBe(0)
  })
})

describe('a missing, zero or non-numeric price is unavailable', () => {
  it.each([
    [undefined, false],
    [null, false],
    [0, false],
    [Number.NaN, false],
    ['12', false],
    [-5, false],
    [0.01, true],
  ])('%s → %s', (value, expected) => {
    expect(isValidPrice(value)).toBe(expected)
  })
})
