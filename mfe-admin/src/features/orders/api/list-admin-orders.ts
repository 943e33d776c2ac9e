import type { OrderDto } from '@shop/domain'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminListRequest } from '../../../lib/admin-request'
import { type OrderListParams, orderListQuery } from '../lib/list-params'
import { adminOrderKeys } from './order-keys'

/** GET /orders: a page of every customer's orders, newest first, with its pagination. */
export const adminOrderListQuery = (params: OrderListParams) =>
  queryOptions({
    queryKey: adminOrderKeys.list(params),
    queryFn: ({ signal }) =>
      adminListRequest<{ orders: OrderDto[] }>('/orders', { query: orderListQuery(params), signal }),
    // The table stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  })

export function useAdminOrders(params: OrderListParams) {
  return useQuery(adminOrderListQuery(params))
}
