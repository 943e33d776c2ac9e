import { RATES_STALE_AFTER_MS } from '@shop/domain'
import { queryOptions } from '@tanstack/react-query'
import { listExchangeRates } from '../endpoints/exchange-rates'

/** Rates are refetched once older than 5 minutes and polled every 5 minutes (storefront.md §4, §9). */
export const RATES_POLL_INTERVAL_MS = RATES_STALE_AFTER_MS

export const exchangeRateQueries = {
  all: () => ['exchange-rates'] as const,
  /** A failed load keeps prices in lira (the conversion rule's fallback), so the generic toast is not shown. */
  list: () =>
    queryOptions({
      queryKey: [...exchangeRateQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => listExchangeRates({ signal, suppressErrorToast: true }),
      staleTime: RATES_STALE_AFTER_MS,
      refetchInterval: RATES_POLL_INTERVAL_MS,
      refetchIntervalInBackground: false,
    }),
}
