import type { ExchangeRateHistoryEntry, ForeignCurrency } from '@shop/domain'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminListRequest } from '../../../lib/admin-request'
import { rateKeys } from './rate-keys'

export interface RateHistoryPage {
  history: ExchangeRateHistoryEntry[]
  total: number
}

/** GET /exchange-rates/:code/history: the newest `limit` entries, newest first. */
export async function getRateHistory(
  code: ForeignCurrency,
  limit: number,
  signal?: AbortSignal,
): Promise<RateHistoryPage> {
  const { data, pagination } = await adminListRequest<{ history: ExchangeRateHistoryEntry[] }>(
    `/exchange-rates/${code}/history`,
    { query: { page: 1, limit }, signal },
  )
  return { history: data.history, total: pagination?.total ?? data.history.length }
}

export const rateHistoryQuery = (code: ForeignCurrency, limit: number) =>
  queryOptions({
    queryKey: rateKeys.history(code, limit),
    queryFn: ({ signal }) => getRateHistory(code, limit, signal),
    // Showing more keeps the rows already read on screen while the longer list loads.
    placeholderData: keepPreviousData,
  })

export function useRateHistory(code: ForeignCurrency, limit: number) {
  return useQuery(rateHistoryQuery(code, limit))
}
