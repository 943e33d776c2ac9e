import { computeOrderTotals, effectivePrice, kurusToLira, liraToKurus, type ShippingRule } from '@shop/domain'
import type { CartItem } from '@shop/state'
import type { Amounts } from '../../../components/amounts-list'

/**
 * The summary shown before the order exists: the same computation the API runs (domain `computeOrderTotals`) on the
 * cart's remembered prices, in lira. The order's own amounts, computed by the server, replace it after creation.
 */
export function estimateTotals(items: readonly CartItem[], rule: ShippingRule): Amounts {
  const totals = computeOrderTotals(
    items.map((item) => ({
      unitPrice: liraToKurus(effectivePrice(item.price, item.discountPrice)),
      quantity: item.quantity,
    })),
    rule,
  )
  return {
    subtotal: kurusToLira(totals.subtotal),
    shippingCost: kurusToLira(totals.shippingCost),
    taxAmount: kurusToLira(totals.taxAmount),
    discountAmount: kurusToLira(totals.discountAmount),
    totalAmount: kurusToLira(totals.totalAmount),
  }
}
