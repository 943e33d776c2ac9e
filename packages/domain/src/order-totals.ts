import {
  DEFAULT_FREE_SHIPPING_THRESHOLD,
  DEFAULT_STANDARD_SHIPPING_COST,
  TAX_RATE_PERCENT,
} from './constants'
import { liraToKurus } from './money'

export interface PricedLine {
  /** What the shopper pays per unit, discount rule applied, in kuruş. */
  unitPrice: number
  quantity: number
}

/** The settings' shipping group as the totals read it. */
export interface ShippingRule {
  /** Lira, as settings hold them. */
  freeShippingThreshold: number
  standardShippingCost: number
  /** The VAT percentage (settings, default 18); a rule without it taxes at the spec's 18. */
  taxRatePercent?: number
}

export const DEFAULT_SHIPPING_RULE: ShippingRule = {
  freeShippingThreshold: DEFAULT_FREE_SHIPPING_THRESHOLD,
  standardShippingCost: DEFAULT_STANDARD_SHIPPING_COST,
  taxRatePercent: TAX_RATE_PERCENT,
}

/** All in kuruş. */
export interface OrderTotals {
  subtotal: number
  shippingCost: number
  taxAmount: number
  discountAmount: number
  totalAmount: number
}

/** Shipping is free at or above the threshold, otherwise the standard cost (storefront.md §9). Kuruş in and out. */
export function shippingCostFor(subtotal: number, rule: ShippingRule = DEFAULT_SHIPPING_RULE): number {
  if (subtotal <= 0) return 0
  return subtotal >= liraToKurus(rule.freeShippingThreshold) ? 0 : liraToKurus(rule.standardShippingCost)
}

/** The tax rate's share (18% unless the settings say otherwise) of an amount, rounded to the kuruş. */
export function taxFor(taxable: number, ratePercent: number = TAX_RATE_PERCENT): number {
  return Math.round((taxable * ratePercent) / 100)
}

/** The one computation of an order's amounts, used by checkout's summary and by the API that stores the order. */
export function computeOrderTotals(
  lines: readonly PricedLine[],
  rule: ShippingRule = DEFAULT_SHIPPING_RULE,
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)
  const shippingCost = shippingCostFor(subtotal, rule)
  const taxAmount = taxFor(subtotal + shippingCost, rule.taxRatePercent ?? TAX_RATE_PERCENT)
  const discountAmount = 0
  return {
    subtotal,
    shippingCost,
    taxAmount,
    discountAmount,
    totalAmount: subtotal + shippingCost + taxAmount - discountAmount,
  }
}
