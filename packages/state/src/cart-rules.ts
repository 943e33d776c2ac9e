import { effectivePrice, type LocalizedText } from '@shop/domain'

/** What the cart remembers of a product when it is added (shown without another request). */
export interface CartProductSnapshot {
  productId: string
  slug: string
  name: LocalizedText
  price: number
  discountPrice: number | null
  image: string
  stock: number
}

export interface CartItem extends CartProductSnapshot {
  quantity: number
}

export type CartChange = { ok: true; items: CartItem[] } | { ok: false; reason: 'max_stock'; stock: number }

/** Adding a product already in the cart increases its quantity; more than the stock is refused. */
export function addCartItem(items: CartItem[], product: CartProductSnapshot, quantity = 1): CartChange {
  const existing = items.find((item) => item.productId === product.productId)
  const next = (existing?.quantity ?? 0) + quantity
  if (next > product.stock) return { ok: false, reason: 'max_stock', stock: product.stock }
  if (next <= 0) return { ok: true, items: removeCartItem(items, product.productId) }
  if (!existing) return { ok: true, items: [...items, { ...product, quantity: next }] }
  return {
    ok: true,
    items: items.map((item) =>
      item.productId === product.productId ? { ...item, ...product, quantity: next } : item,
    ),
  }
}

/** A quantity of 0 or less removes the item; above the stock is refused. */
export function setCartQuantity(items: CartItem[], productId: string, quantity: number): CartChange {
  if (quantity <= 0) return { ok: true, items: removeCartItem(items, productId) }
  const existing = items.find((item) => item.productId === productId)
  if (!existing) return { ok: true, items }
  if (quantity > existing.stock) return { ok: false, reason: 'max_stock', stock: existing.stock }
  return {
    ok: true,
    items: items.map((item) => (item.productId === productId ? { ...item, quantity } : item)),
  }
}

export function removeCartItem(items: CartItem[], productId: string): CartItem[] {
  return items.filter((item) => item.productId !== productId)
}

export interface CartTotals {
  itemCount: number
  /** Lira, rounded to kuruş. */
  subtotal: number
}

export function cartTotals(items: CartItem[]): CartTotals {
  let itemCount = 0
  let kurus = 0
  for (const item of items) {
    itemCount += item.quantity
    kurus += Math.round(effectivePrice(item.price, item.discountPrice) * 100) * item.quantity
  }
  return { itemCount, subtotal: kurus / 100 }
}

/** On the product page the quantity stays between 1 and the stock (1 when nothing sensible was typed). */
export function clampQuantity(value: number, stock: number): number {
  const max = Math.max(1, Math.floor(stock))
  if (!Number.isFinite(value)) return 1
  return Math.min(max, Math.max(1, Math.floor(value)))
}
