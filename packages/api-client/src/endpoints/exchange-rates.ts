import { type ExchangeRateDto, type ExchangeRates, FOREIGN_CURRENCIES, isUsableRate } from '@shop/domain'
import { rpc } from '../core/calls'
import type { RequestOptions } from '../core/request-options'

/** Active, usable rates for the storefront's foreign currencies; anything else is left out (prices stay in lira). */
export function toExchangeRates(rows: readonly ExchangeRateDto[]): ExchangeRates {
  const rates: ExchangeRates = {}
  for (const code of FOREIGN_CURRENCIES) {
    const row = rows.find((entry) => entry.targetCurrency?.toUpperCase() === code && entry.isActive !== false)
    if (row && isUsableRate(row.rate)) rates[code] = row.rate
  }
  return rates
}

/** GET /exchange-rates: lira per one unit of each foreign currency. */
export async function listExchangeRates(options: RequestOptions = {}): Promise<ExchangeRates> {
  const { api, call } = await rpc(options)
  const response = await api['exchange-rates'].$get(undefined, call)
  const body = await response.json()
  return toExchangeRates(body.data.exchangeRates ?? [])
}
