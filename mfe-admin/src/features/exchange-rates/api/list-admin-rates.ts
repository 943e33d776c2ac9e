import type { AdminExchangeRate } from '@shop/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { rateKeys } from './rate-keys'

/** GET /exchange-rates/admin: every stored rate, inactive ones included, with who entered it last. */
export async function listAdminRates(signal?: AbortSignal): Promise<AdminExchangeRate[]> {
  const data = await adminRequest<{ exchangeRates: AdminExchangeRate[] }>('GET', '/exchange-rates/admin', {
    signal,
  })
  return data.exchangeRates
}

export const adminRatesQuery = () =>
  queryOptions({ queryKey: rateKeys.list(), queryFn: ({ signal }) => listAdminRates(signal) })

export function useAdminRates() {
  return useQuery(adminRatesQuery())
}
