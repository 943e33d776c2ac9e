import { effectivePrice, type OrderQuoteLine } from '@shop/domain'
import type { CartItem } from './cart-rules'

/** A line whose unit price (discount applied, lira) differs from what the cart held when the shopper added it. */
export interface CartPriceChange {
  previous: number
  current: number
}

export type CartPriceChanges = Readonly<Record<string, CartPriceChange>>

export interface CartRefresh {
  items: CartItem[]
  /** True when any line's price, discount or stock was updated (the stored cart must be written). */
  changed: boolean
  priceChanges: CartPriceChanges
}

/**
 * The cart brought up to the server's quote: each line takes the product's current price, discount price and stock,
 * so the cart no longer holds stale numbers. A product the server does not know keeps what the cart had (its row is
 * flagged from the quote). Price changes are remembered against the price first held, so a second refresh keeps
 * the original old price, and a price that went back is no longer a change.
 */
export function refreshCart(
  items: readonly CartItem[],
  lines: readonly OrderQuoteLine[],
  known: CartPriceChanges = {},
): CartRefresh {
  const byProduct = new Map(lines.map((line) => [line.product, line]))
  const priceChanges: Record<string, CartPriceChange> = {}
  let changed = false
  const next = items.map((item): CartItem => {
    const line = byProduct.get(item.productId)
    const earlier = known[item.productId]
    if (!line || line.price === null || line.stock === null) {
      if (earlier) priceChanges[item.productId] = earlier
      return item
    }
    const previous = earlier?.previous ?? effectivePrice(item.price, item.discountPrice)
    const current = effectivePrice(line.price, line.discountPrice)
    if (current !== previous) priceChanges[item.productId] = { previous, current }
    if (item.price === line.price && item.discountPrice === line.discountPrice && item.stock === line.stock) {
      return item
    }
    changed = true
    return { ...item, price: line.price, discountPrice: line.discountPrice, stock: line.stock }
  })
  return { items: next, changed, priceChanges }
}
