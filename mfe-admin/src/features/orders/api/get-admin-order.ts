import type { AdminOrderDetail } from '@shop/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { adminOrderKeys } from './order-keys'

/** GET /orders/admin/{id}: the order as it is now. */
export const adminOrderDetailQuery = (id: string) =>
  queryOptions({
    queryKey: adminOrderKeys.detail(id),
    queryFn: ({ signal }) =>
      adminRequest<AdminOrderDetail>('GET', `/orders/admin/${encodeURIComponent(id)}`, { signal }),
  })

export function useAdminOrder(id: string) {
  return useQuery(adminOrderDetailQuery(id))
}
