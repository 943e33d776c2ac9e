import { TAX_RATE_PERCENT } from './constants'

/** A placed order's amounts as the tax rate is read back from them (any one unit, lira or kuruş). */
export interface TaxedAmounts {
  subtotal: number
  shippingCost: number
  taxAmount: number
}

/**
 * The VAT percentage a placed order was charged at. Orders do not store the rate, and the setting may have changed
 * since, so it is read back from the order's own amounts (tax over subtotal plus shipping, to a whole percent); an
 * order with nothing taxable says nothing about its rate and shows the current one.
 */
export function chargedTaxRatePercent(
  amounts: TaxedAmounts,
  currentRatePercent: number = TAX_RATE_PERCENT,
): number {
  const base = amounts.subtotal + amounts.shippingCost
  if (!(base > 0) || !Number.isFinite(amounts.taxAmount) || amounts.taxAmount < 0) return currentRatePercent
  return Math.round((amounts.taxAmount / base) * 100)
}
