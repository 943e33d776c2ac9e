import type { OrderQuoteInput } from '@shop/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { getOrder, listMyOrders, type MyOrdersParams, quoteOrder } from '../endpoints/orders'

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
  /**
   * The server's price of a cart, keyed by its items, so a changed quantity asks again. Never cached as fresh: prices
   * and stock are read each time the cart or checkout opens. The previous quote stays on screen while the next loads.
   */
  quote: (input: OrderQuoteInput) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'quote', input] as const,
      queryFn: ({ signal }) => quoteOrder(input, { signal, suppressErrorToast: true }),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
}
