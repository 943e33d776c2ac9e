import type { StorefrontCurrency } from './constants'

/** Lira per one unit of each foreign currency, as the exchange-rate list gives it. */
export type ExchangeRates = Partial<Record<Exclude<StorefrontCurrency, 'TRY'>, number>>

export function isUsableRate(rate: unknown): rate is number {
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0
}

/**
 * A foreign price is the lira price divided by the rate (lira per foreign unit). When the rate is missing the lira
 * price is used, and `currency` says so, so a caller never shows lira under a foreign symbol.
 */
export function convertFromLira(
  lira: number,
  target: StorefrontCurrency,
  rates: ExchangeRates,
): { amount: number; currency: StorefrontCurrency } {
  if (target === 'TRY') return { amount: lira, currency: 'TRY' }
  const rate = rates[target]
  if (!isUsableRate(rate)) return { amount: lira, currency: 'TRY' }
  return { amount: lira / rate, currency: target }
}
