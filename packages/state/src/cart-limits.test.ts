import { describe, expect, it } from 'vitest'
import {
  addCartItem,
  type CartItem,
  type CartProductSnapshot,
  clampQuantity,
  setCartQuantity,
} from './cart-rules'

const plenty: CartProductSnapshot = {
  productId: 'bulk',
  slug: 'eldiven',
  name: { tr: 'Eldiven' },
  price: 2,
  discountPrice: null,
  image: '',
  stock: 5000,
}

const line = (index: number): CartItem => ({ ...plenty, productId: `p${index}`, quantity: 1 })

describe('the cart keeps to the order limits the API enforces', () => {
  it('refuses a 1000th unit of one product, even with the stock for it', () => {
    const change = addCartItem([], plenty, 999)
    expect(change.ok).toBe(true)
    if (!change.ok) return
    expect(addCartItem(change.items, plenty)).toEqual({ ok: false, reason: 'max_quantity', max: 999 })
    expect(setCartQuantity(change.items, 'bulk', 1000)).toEqual({
      ok: false,
      reason: 'max_quantity',
      max: 999,
    })
    expect(addCartItem([], plenty, 1000)).toEqual({ ok: false, reason: 'max_quantity', max: 999 })
  })

  it('refuses a 51st product but still changes the quantity of the 50 held', () => {
    const fifty = Array.from({ length: 50 }, (_, index) => line(index))
    expect(addCartItem(fifty, plenty)).toEqual({ ok: false, reason: 'max_lines', max: 50 })
    const raised = setCartQuantity(fifty, 'p0', 3)
    expect(raised.ok && raised.items[0]?.quantity).toBe(3)
  })

  it('names the stock first when both the stock and the limit are passed', () => {
    expect(addCartItem([], { ...plenty, stock: 20 }, 1200)).toEqual({
      ok: false,
      reason: 'max_stock',
      stock: 20,
    })
  })

  it('lets a line whose stock fell below its quantity come down one step at a time', () => {
    const items = [{ ...line(1), quantity: 5, stock: 2 }]
    const lowered = setCartQuantity(items, 'p1', 4)
    expect(lowered.ok && lowered.items[0]?.quantity).toBe(4)
    expect(setCartQuantity(items, 'p1', 6)).toEqual({ ok: false, reason: 'max_stock', stock: 2 })
  })

  it('clamps the product page quantity to the limit as well as the stock', () => {
    expect(clampQuantity(1500, 5000)).toBe(999)
    expect(clampQuantity(1500, 40)).toBe(40)
  })
})
