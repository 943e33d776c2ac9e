import { effectivePrice, type LocalizedText, MAX_ORDER_QUANTITY, orderLimitBreach } from '@shop/domain'

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

/**
 * Why the cart refused a change: more than the product's stock (storefront.md §5), or past the order limits the API
 * enforces (order-limits.ts: 50 products, 999 units of one), so the cart never holds an order the API would refuse.
 */
export type CartRefusal =
  | { ok: false; reason: 'max_stock'; stock: number }
  | { ok: false; reason: 'max_quantity'; max: number }
  | { ok: false; reason: 'max_lines'; max: number }

export type CartChange = { ok: true; items: CartItem[] } | CartRefusal

function withinLimits(items: CartItem[]): CartChange {
  const breach = orderLimitBreach(items)
  if (!breach) return { ok: true, items }
  return breach.limit === 'lines'
    ? { ok: false, reason: 'max_lines', max: breach.max }
    : { ok: false, reason: 'max_quantity', max: breach.max }
}

/** Adding a product already in the cart increases its quantity; more than the stock or the limits is refused. */
export function addCartItem(items: CartItem[], product: CartProductSnapshot, quantity = 1): CartChange {
  const existing = items.find((item) => item.productId === product.productId)
  const next = (existing?.quantity ?? 0) + quantity
  if (next > product.stock) return { ok: false, reason: 'max_stock', stock: product.stock }
  if (next <= 0) return { ok: true, items: removeCartItem(items, product.productId) }
  if (!existing) return withinLimits([...items, { ...product, quantity: next }])
  return withinLimits(
    items.map((item) =>
      item.productId === product.productId ? { ...item, ...product, quantity: next } : item,
    ),
  )
}

/**
 * A quantity of 0 or less removes the item; raising it above the stock or the limits is refused. Lowering is always
 * allowed, so a line whose stock fell below its quantity can be brought down step by step.
 */
export function setCartQuantity(items: CartItem[], productId: string, quantity: number): CartChange {
  if (quantity <= 0) return { ok: true, items: removeCartItem(items, productId) }
  const existing = items.find((item) => item.productId === productId)
  if (!existing) return { ok: true, items }
  const raising = quantity > existing.quantity
  if (raising && quantity > existing.stock) return { ok: false, reason: 'max_stock', stock: existing.stock }
  const next = items.map((item) => (item.productId === productId ? { ...item, quantity } : item))
  return raising ? withinLimits(next) : { ok: true, items: next }
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

/** On the product page the quantity stays between 1 and the stock, and within the order limit of 999 units. */
export function clampQuantity(value: number, stock: number): number {
  const max = Math.max(1, Math.min(MAX_ORDER_QUANTITY, Math.floor(stock)))
  if (!Number.isFinite(value)) return 1
  return Math.min(max, Math.max(1, Math.floor(value)))
}
