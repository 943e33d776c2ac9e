import { exchangeRateQueries } from '@shop/api-client'
import type { AdminExchangeRate, ForeignCurrency } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { rateKeys } from './rate-keys'

/** PATCH /exchange-rates/:code/toggle-status: an active rate stops being used by the shop, and the other way round. */
export function useToggleRate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: ForeignCurrency) =>
      adminRequest<{ exchangeRate: AdminExchangeRate }>('PATCH', `/exchange-rates/${code}/toggle-status`),
    onSuccess: ({ exchangeRate }) => {
      queryClient.setQueryData<AdminExchangeRate[]>(rateKeys.list(), (rates) =>
        rates?.map((rate) => (rate.targetCurrency === exchangeRate.targetCurrency ? exchangeRate : rate)),
      )
      void queryClient.invalidateQueries({ queryKey: exchangeRateQueries.all() })
    },
  })
}
