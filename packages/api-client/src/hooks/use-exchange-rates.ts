import type { ExchangeRates } from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { exchangeRateQueries } from '../queries/exchange-rate-queries'

const NO_RATES: ExchangeRates = {}

/**
 * The current exchange rates, shared by every remote through the one query cache. Only loaded while a foreign
 * currency is on show (`enabled`): a lira price needs no rate.
 */
export function useExchangeRates(enabled = true): ExchangeRates {
  const query = useQuery({ ...exchangeRateQueries.list(), enabled })
  return query.data ?? NO_RATES
}
