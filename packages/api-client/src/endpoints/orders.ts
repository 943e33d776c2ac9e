import type {
  CreateOrderInput,
  OrderAnswer,
  OrderDto,
  OrderQuote,
  OrderQuoteInput,
  Pagination,
} from '@shop/domain'
import { rpc } from '../core/calls'
import type { RequestOptions } from '../core/request-options'
import { toQuery } from '../core/to-query'

export type PlacedOrder = OrderAnswer

/** The same key on a retry (double click, lost answer) gives back the first order instead of a second one. */
export async function createOrder(
  input: CreateOrderInput,
  idempotencyKey: string,
  options: RequestOptions = {},
): Promise<PlacedOrder> {
  const headers = { ...options.headers, 'Idempotency-Key': idempotencyKey }
  const { api, call } = await rpc({ ...options, headers, repeatable: true })
  const response = await api.orders.$post({ json: input }, call)
  return (await response.json()).data
}

/** What the order would cost now (the server's totals, each line's current price and stock); writes nothing. */
export async function quoteOrder(input: OrderQuoteInput, options: RequestOptions = {}): Promise<OrderQuote> {
  const { api, call } = await rpc(options)
  const response = await api.orders.quote.$post({ json: input }, call)
  return (await response.json()).data
}

export interface MyOrdersParams {
  page: number
  limit: number
}

export async function listMyOrders(
  params: MyOrdersParams,
  options: RequestOptions = {},
): Promise<{ orders: OrderDto[]; pagination: Pagination | undefined }> {
  const { api, call } = await rpc(options)
  const response = await api.orders['my-orders'].$get({ query: toQuery({ ...params }) }, call)
  const body = await response.json()
  return { orders: body.data.orders, pagination: body.pagination }
}

export async function getOrder(id: string, options: RequestOptions = {}): Promise<PlacedOrder> {
  const { api, call } = await rpc(options)
  const response = await api.orders[':id'].$get({ param: { id } }, call)
  return (await response.json()).data
}

export async function cancelOrder(id: string, options: RequestOptions = {}): Promise<OrderDto> {
  const { api, call } = await rpc(options)
  const response = await api.orders[':id'].cancel.$patch({ param: { id } }, call)
  return (await response.json()).data.order
}
