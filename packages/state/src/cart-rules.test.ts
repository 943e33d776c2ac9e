import { describe, expect, it } from 'vitest'
import {
  addCartItem,
  type CartProductSnapshot,
  cartTotals,
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
