import { queryOptions } from '@tanstack/react-query'
import { getOrder, listMyOrders, type MyOrdersParams } from '../endpoints/orders'

export const orderQueries = {
  all: () => ['orders'] as const,
  mine: () => [...orderQueries.all(), 'mine'] as const,
  myList: (params: MyOrdersParams) =>
    queryOptions({
      queryKey: [...orderQueries.mine(), params] as const,
      queryFn: ({ signal }) => listMyOrders(params, { signal, suppressErrorToast: true }),
    }),
  details: () => [...orderQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...orderQueries.details(), id] as const,
      queryFn: ({ signal }) => getOrder(id, { signal, suppressErrorToast: true }),
    }),
}
