import { MAX_ORDER_LINES, MAX_ORDER_QUANTITY } from './constants'

/**
 * The order limits as one rule, read by the API (orderItemsSchema refuses an order or quote past them) and by the
 * cart (adding or changing a quantity past them is refused there first): at most MAX_ORDER_LINES distinct products,
 * each at most MAX_ORDER_QUANTITY units.
 */
export type OrderLimitBreach = { limit: 'lines'; max: number } | { limit: 'quantity'; max: number }

export const isWithinOrderQuantity = (quantity: number): boolean => quantity <= MAX_ORDER_QUANTITY

export const isWithinOrderLines = (lineCount: number): boolean => lineCount <= MAX_ORDER_LINES

/** The first limit these lines break (too many products, then too many units of one), or null. */
export function orderLimitBreach(lines: readonly { quantity: number }[]): OrderLimitBreach | null {
  if (!isWithinOrderLines(lines.length)) return { limit: 'lines', max: MAX_ORDER_LINES }
  if (!lines.every((line) => isWithinOrderQuantity(line.quantity))) {
    return { limit: 'quantity', max: MAX_ORDER_QUANTITY }
  }
  return null
}
