import { type OrderLineProblem, type OrderQuoteLine, orderLineProblem } from '@shop/domain'
import type { CartItem, CartPriceChange } from '@shop/state'

/** What the cart's row shows of the server's check: why it cannot be ordered, and a price that changed. */
export interface CartLineCheck {
  problem: OrderLineProblem | null
  priceChange: CartPriceChange | null
}

/**
 * A row's problem by the order's own rule (orderLineProblem), on the product as the server last answered and the
 * row's current quantity, so lowering a quantity clears the flag at once instead of after the next quote.
 */
export function checkCartLine(
  item: CartItem,
  line: OrderQuoteLine | undefined,
  priceChange: CartPriceChange | undefined,
): CartLineCheck {
  const product = line && line.stock !== null ? { isActive: line.isActive, stock: line.stock } : undefined
  return {
    problem: line ? orderLineProblem(product, item.quantity) : null,
    priceChange: priceChange ?? null,
  }
}
