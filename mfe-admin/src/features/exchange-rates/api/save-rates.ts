import { exchangeRateQueries } from '@shop/api-client'
import type { AdminExchangeRate, ForeignCurrency } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { rateKeys } from './rate-keys'

export type EnteredRates = Partial<Record<ForeignCurrency, number>>

export interface SaveRatesResult {
  exchangeRates: AdminExchangeRate[]
  /** The failure of clearing the rate cache after the save, which itself succeeded. */
  cacheError: unknown
}

/**
 * PUT /exchange-rates/bulk-update with only the rates entered, then DELETE /exchange-rates/cache (admin.md §4: after
 * a bulk save the rate cache is cleared; the API leaves that to this call). The stored list takes the answer, the
 * histories and the shop's own rates are read again.
 */
export function useSaveRates() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (rates: EnteredRates): Promise<SaveRatesResult> => {
      const { exchangeRates } = await adminRequest<{ exchangeRates: AdminExchangeRate[] }>(
        'PUT',
        '/exchange-rates/bulk-update',
        { body: rates },
      )
      const cacheError = await adminRequest<unknown>('DELETE', '/exchange-rates/cache').then(
        () => null,
        (error: unknown) => error,
      )
      return { exchangeRates, cacheError }
    },
    onSuccess: ({ exchangeRates }) => {
      queryClient.setQueryData(rateKeys.list(), exchangeRates)
      void queryClient.invalidateQueries({ queryKey: rateKeys.histories() })
      void queryClient.invalidateQueries({ queryKey: exchangeRateQueries.all() })
    },
  })
}
