/** Why a line cannot be ordered as asked. */
export const ORDER_LINE_PROBLEMS = ['unknown', 'inactive', 'out_of_stock', 'insufficient_stock'] as const
export type OrderLineProblem = (typeof ORDER_LINE_PROBLEMS)[number]

/** What the order rule reads of a product to decide whether a line can be sold. */
export interface SellableProduct {
  isActive: boolean
  stock: number
}

/** The one rule deciding whether `quantity` units of a product can be ordered now; null when they can. */
export function orderLineProblem(
  product: SellableProduct | undefined,
  quantity: number,
): OrderLineProblem | null {
  if (!product) return 'unknown'
  if (!product.isActive) return 'inactive'
  if (product.stock <= 0) return 'out_of_stock'
  if (product.stock < quantity) return 'insufficient_stock'
  return null
}

/** One quoted line: the product as it is now (money in lira), and what stops it being ordered, if anything. */
export interface OrderQuoteLine {
  product: string
  quantity: number
  /** Null for an unknown product. */
  sku: string | null
  /** List price per unit. Null for an unknown product. */
  price: number | null
  /** Discount price per unit when the discount rule applies (0 < discountPrice < price), else null. */
  discountPrice: number | null
  /** What the shopper pays per unit (discount rule applied). Null for an unknown product. */
  unitPrice: number | null
  /** unitPrice × quantity; 0 for a line with a problem (it is left out of the totals). */
  total: number
  stock: number | null
  isActive: boolean
  problem: OrderLineProblem | null
  /** The problem in the request's language (the spec's stock texts), or null. */
  message: string | null
}

/** True when no line of the quote can be ordered as asked: its totals are then all zero and say nothing. */
export function quotesNothingOrderable(quote: Pick<OrderQuote, 'lines'>): boolean {
  return quote.lines.every((line) => line.problem !== null)
}

/**
 * The answer of POST /orders/quote. Money in lira. The totals are those POST /orders would store for the lines that
 * can be ordered as asked; `canOrder` is false when any line has a problem (POST /orders would refuse the cart).
 */
export interface OrderQuote {
  lines: OrderQuoteLine[]
  subtotal: number
  shippingCost: number
  taxAmount: number
  taxRatePercent: number
  discountAmount: number
  totalAmount: number
  canOrder: boolean
}
