import type { ForeignCurrency } from './admin/rates-admin'
import type { StorefrontCurrency } from './constants'
import { convertFromLira, type ExchangeRates } from './currency'
import type { OrderQuote } from './order-quote'

/** An order's lira amount in the shopper's display currency, as an approximation (orders are priced in lira). */
export interface ApproximateAmount {
  amount: number
  currency: ForeignCurrency
}

/**
 * The lira amount converted at the rate known now, or null when the shopper reads lira anyway or no usable rate
 * exists (then nothing is claimed). Orders are always priced, stored and paid in lira; this is only a reading aid.
 */
export function approximateAmount(
  lira: number,
  currency: StorefrontCurrency | undefined,
  rates: ExchangeRates,
): ApproximateAmount | null {
  if (!currency || currency === 'TRY') return null
  const converted = convertFromLira(lira, currency, rates)
  return converted.currency === 'TRY' ? null : { amount: converted.amount, currency }
}

/**
 * The 409 answer's `data` when the total the shopper confirmed is no longer the server's (POST /orders with
 * `expectedTotal`): nothing was created, and this is the fresh quote to show instead.
 */
export interface PriceChangedDetails {
  /** The total (lira) the shopper had been shown. */
  expectedTotal: number
  quote: OrderQuote
}

export function isPriceChangedDetails(value: unknown): value is PriceChangedDetails {
  if (typeof value !== 'object' || value === null) return false
  const details = value as Partial<PriceChangedDetails>
  return (
    typeof details.expectedTotal === 'number' &&
    typeof details.quote === 'object' &&
    details.quote !== null &&
    Array.isArray(details.quote.lines)
  )
}
