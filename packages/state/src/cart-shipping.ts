import { kurusToLira, liraToKurus, type ShippingRule, shippingCostFor } from '@shop/domain'

export interface ShippingQuote {
  /** Lira. */
  shippingCost: number
  isFree: boolean
  /** Lira still to add for free shipping; 0 once reached. */
  remainingForFree: number
  /** Subtotal plus shipping, before tax (checkout adds it). */
  total: number
}

/** The cart page's shipping line and free-shipping hint, on the one shipping rule checkout and the API use. */
export function quoteShipping(subtotal: number, rule: ShippingRule): ShippingQuote {
  const sub = liraToKurus(subtotal)
  const shipping = shippingCostFor(sub, rule)
  const threshold = liraToKurus(rule.freeShippingThreshold)
  return {
    shippingCost: kurusToLira(shipping),
    isFree: shipping === 0,
    remainingForFree: kurusToLira(Math.max(0, threshold - sub)),
    total: kurusToLira(sub + shipping),
  }
}
