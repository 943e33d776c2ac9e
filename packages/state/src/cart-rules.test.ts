import { describe, expect, it } from 'vitest'
import {
  addCartItem,
  type CartProductSnapshot,
  cartTotals,
  clampQuantity,
  removeCartItem,
  setCartQuantity,
} from './cart-rules'

const mirror: CartProductSnapshot = {
  productId: 'p1',
  slug: 'agiz-aynasi',
  name: { tr: 'Ağız aynası' },
  price: 100,
  discountPrice: 80,
  image: '/media/products/mirror.png',
  stock: 3,
}
const gloves: CartProductSnapshot = {
  ...mirror,
  productId: 'p2',
  slug: 'eldiven',
  price: 12.35,
  discountPrice: null,
}

function applied(change: ReturnType<typeof addCartItem>) {
  if (!change.ok) throw new Error('expected the change to be accepted')
  return change.items
}

describe('cart rules', () => {
  it('adds a new product, then increases the quantity of the same product', () => {
    const once = applied(addCartItem([], mirror))
    const twice = applied(addCartItem(once, mirror, 2))
    expect(twice).toHaveLength(1)
    expect(twice[0]?.quantity).toBe(3)
  })

  it('refuses to go above the stock', () => {
    const items = applied(addCartItem([], mirror, 3))
    expect(addCartItem(items, mirror)).toEqual({ ok: false, reason: 'max_stock', stock: 3 })
    expect(setCartQuantity(items, 'p1', 4)).toEqual({ ok: false, reason: 'max_stock', stock: 3 })
  })

  it('removes an item when its quantity is set to zero or less', () => {
    const items = applied(addCartItem([], mirror))
    expect(applied(setCartQuantity(items, 'p1', 0))).toEqual([])
    expect(applied(setCartQuantity(items, 'p1', -2))).toEqual([])
  })

  it('removes one product and keeps the others', () => {
    const items = applied(addCartItem(applied(addCartItem([], mirror)), gloves))
    expect(removeCartItem(items, 'p1').map((item) => item.productId)).toEqual(['p2'])
  })

  it('totals with the discounted price, exact to the kuruş', () => {
    const items = applied(addCartItem(applied(addCartItem([], mirror, 2)), gloves, 3))
    expect(cartTotals(items)).toEqual({ itemCount: 5, subtotal: 197.05 })
  })
})

describe('clampQuantity', () => {
  it('keeps the quantity between 1 and the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1)
    expect(clampQuantity(-3, 5)).toBe(1)
    expect(clampQuantity(3, 5)).toBe(3)
    expect(clampQuantity(9, 5)).toBe(5)
    expect(clampQuantity(2.7, 5)).toBe(2)
    expect(clampQuantity(Number.NaN, 5)).toBe(1)
  })
})

describe('cart changes keep the totals in step', () => {
  it('recomputes item count and subtotal after every add, update and remove', () => {
    let items = applied(addCartItem([], mirror, 1))
    expect(cartTotals(items)).toEqual({ itemCount: 1, subtotal: 80 })
    items = applied(setCartQuantity(items, 'p1', 2))
    expect(cartTotals(items)).toEqual({ itemCount: 2, subtotal: 160 })
    items = applied(addCartItem(items, gloves, 2))
    expect(cartTotals(items)).toEqual({ itemCount: 4, subtotal: 184.7 })
    items = removeCartItem(items, 'p1')
    expect(cartTotals(items)).toEqual({ itemCount: 2, subtotal: 24.7 })
    expect(cartTotals([])).toEqual({ itemCount: 0, subtotal: 0 })
  })

  it('treats adding a zero or negative quantity of a new product as no line at all', () => {
    expect(applied(addCartItem([], mirror, 0))).toEqual([])
  })
})
