import type {
  CreateOrderInput,
  OrderAnswer,
  OrderDto,
  OrderQuote,
  OrderQuoteInput,
  Pagination,
} from '@shop/domain'
import type { RequestOptions } from '../core/request-options'
import { rpc, rpcOptions } from '../core/rpc'
import { toQuery } from '../core/to-query'

export type PlacedOrder = OrderAnswer

/** The same key on a retry (double click, lost answer) gives back the first order instead of a second one. */
export async function createOrder(
  input: CreateOrderInput,
  idempotencyKey: string,
  options: RequestOptions = {},
): Promise<PlacedOrder> {
  const headers = { ...options.headers, 'Idempotency-Key': idempotencyKey }
  const response = await rpc.orders.$post(
    { json: input },
    rpcOptions({ ...options, headers, repeatable: true }),
  )
  return (await response.json()).data
}

/** What the order would cost now (the server's totals, each line's current price and stock); writes nothing. */
export async function quoteOrder(input: OrderQuoteInput, options: RequestOptions = {}): Promise<OrderQuote> {
  const response = await rpc.orders.quote.$post({ json: input }, rpcOptions(options))
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
  const response = await rpc.orders['my-orders'].$get({ query: toQuery({ ...params }) }, rpcOptions(options))
  const body = await response.json()
  return { orders: body.data.orders, pagination: body.pagination }
}

export async function getOrder(id: string, options: RequestOptions = {}): Promise<PlacedOrder> {
  const response = await rpc.orders[':id'].$get({ param: { id } }, rpcOptions(options))
  return (await response.json()).data
}

export async function cancelOrder(id: string, options: RequestOptions = {}): Promise<OrderDto> {
  const response = await rpc.orders[':id'].cancel.$patch({ param: { id } }, rpcOptions(options))
  return (await response.json()).data.order
}
