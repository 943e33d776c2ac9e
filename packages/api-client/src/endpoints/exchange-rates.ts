import { type ExchangeRates, FOREIGN_CURRENCIES, isUsableRate } from '@shop/domain'
import { request } from '../core/request'
import type { RequestOptions } from '../core/request-options'

/** One row of GET /exchange-rates: lira per one unit of `targetCurrency`. */
export interface ExchangeRateDto {
  _id: string
  targetCurrency: string
  rate: number
  isActive: boolean
  lastUpdated: string
}

/** Active, usable rates for the storefront's foreign currencies; anything else is left out (prices stay in lira). */
export function toExchangeRates(rows: readonly ExchangeRateDto[]): ExchangeRates {
  const rates: ExchangeRates = {}
  for (const code of FOREIGN_CURRENCIES) {
    const row = rows.find((entry) => entry.targetCurrency?.toUpperCase() === code && entry.isActive !== false)
    if (row && isUsableRate(row.rate)) rates[code] = row.rate
  }
  return rates
}

export async function listExchangeRates(options: RequestOptions = {}): Promise<ExchangeRates> {
  const { data } = await request<{ rates: ExchangeRateDto[] }>('GET', 'exchange-rates', options)
  return toExchangeRates(data.rates ?? [])
}
