import type { CreateOrderInput, OrderAnswer, OrderDto, Pagination } from '@shop/domain'
import { request } from '../core/request'
import type { RequestOptions } from '../core/request-options'

export type PlacedOrder = OrderAnswer

/** The same key on a retry (double click, lost answer) gives back the first order instead of a second one. */
export async function createOrder(
  input: CreateOrderInput,
  idempotencyKey: string,
  options: RequestOptions = {},
): Promise<PlacedOrder> {
  const headers = { ...options.headers, 'Idempotency-Key': idempotencyKey }
  const { data } = await request<PlacedOrder>('POST', 'orders', { ...options, headers, body: input })
  return { order: data.order, whatsappUrl: data.whatsappUrl ?? null }
}

export interface MyOrdersParams {
  page: number
  limit: number
}

export async function listMyOrders(
  params: MyOrdersParams,
  options: RequestOptions = {},
): Promise<{ orders: OrderDto[]; pagination: Pagination | undefined }> {
  const { data, pagination } = await request<{ orders: OrderDto[] }>('GET', 'orders/my-orders', {
    ...options,
    query: { page: params.page, limit: params.limit },
  })
  return { orders: data.orders, pagination }
}

export async function getOrder(id: string, options: RequestOptions = {}): Promise<PlacedOrder> {
  const { data } = await request<PlacedOrder>('GET', `orders/${encodeURIComponent(id)}`, options)
  return { order: data.order, whatsappUrl: data.whatsappUrl ?? null }
}

export async function cancelOrder(id: string, options: RequestOptions = {}): Promise<OrderDto> {
  const { data } = await request<{ order: OrderDto }>(
    'PATCH',
    `orders/${encodeURIComponent(id)}/cancel`,
    options,
  )
  return data.order
}
