import type { OrderQuoteLine } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { refreshCart } from './cart-refresh'
import type { CartItem } from './cart-rules'

const item = (productId: string, price: number, discountPrice: number | null, stock: number): CartItem => ({
  productId,
  slug: productId,
  name: { tr: productId },
  price,
  discountPrice,
  image: '',
  stock,
  quantity: 2,
})

const quoted = (
  product: string,
  price: number | null,
  discountPrice: number | null,
  stock: number | null,
): OrderQuoteLine => ({
  product,
  quantity: 2,
  sku: price === null ? null : product.toUpperCase(),
  price,
  discountPrice,
  unitPrice: price === null ? null : (discountPrice ?? price),
  total: 0,
  stock,
  isActive: price !== null,
  problem: null,
  message: null,
})

describe('refreshCart', () => {
  const cart = [item('ayna', 100, null, 10), item('frez', 50, 40, 8), item('eski', 30, null, 3)]

  it("takes each line's current price, discount and stock and notes which prices changed", () => {
    const refresh = refreshCart(cart, [
      quoted('ayna', 120, null, 10),
      quoted('frez', 50, 40, 0),
      quoted('eski', null, null, null),
    ])
    expect(refresh.changed).toBe(true)
    expect(refresh.items.map((line) => [line.productId, line.price, line.discountPrice, line.stock])).toEqual(
      [
        ['ayna', 120, null, 10],
        ['frez', 50, 40, 0],
        // Unknown to the server: kept as it was, the row is flagged from the quote instead.
        ['eski', 30, null, 3],
      ],
    )
    expect(refresh.items.map((line) => line.quantity)).toEqual([2, 2, 2])
    expect(refresh.priceChanges).toEqual({ ayna: { previous: 100, current: 120 } })
  })

  it('compares the price the shopper pays: a new discount is a change, an unchanged one is not', () => {
    const refresh = refreshCart(cart, [quoted('ayna', 100, 90, 10), quoted('frez', 60, 40, 8)])
    expect(refresh.priceChanges).toEqual({ ayna: { previous: 100, current: 90 } })
    expect(refresh.items[1]).toMatchObject({ price: 60, discountPrice: 40 })
  })

  it('writes nothing when the cart already holds the current numbers', () => {
    const refresh = refreshCart(cart, [quoted('ayna', 100, null, 10), quoted('frez', 50, 40, 8)])
    expect(refresh).toEqual({ items: cart, changed: false, priceChanges: {} })
  })

  it('keeps the price first held across refreshes, and forgets a change that went back', () => {
    const first = refreshCart(cart, [quoted('ayna', 120, null, 10)])
    const second = refreshCart(first.items, [quoted('ayna', 130, null, 10)], first.priceChanges)
    expect(second.priceChanges).toEqual({ ayna: { previous: 100, current: 130 } })
    const back = refreshCart(second.items, [quoted('ayna', 100, null, 10)], second.priceChanges)
    expect(back.priceChanges).toEqual({})
  })
})
