// @vitest-environment happy-dom
import type { OrderQuote, OrderQuoteInput } from '@shop/domain'
import { QueryClient } from '@tanstack/react-query'
import type { InferRequestType, InferResponseType } from 'hono/client'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { ApiError } from '../core/api-error'
import type { RpcClient } from '../core/rpc'
import { orderQueries } from '../queries/order-queries'
import { quoteOrder } from './orders'

/** The typed client's shape, for the type checks below (the value lives in the transport chunk). */
declare const rpc: RpcClient

const quoted: OrderQuote = {
  lines: [
    {
      product: 'p1',
      quantity: 2,
      sku: 'SKU-1',
      price: 40,
      discountPrice: 32.5,
      unitPrice: 32.5,
      total: 65,
      stock: 5,
      isActive: true,
      problem: null,
      message: null,
    },
  ],
  subtotal: 65,
  shippingCost: 15,
  taxAmount: 14.4,
  taxRatePercent: 18,
  discountAmount: 0,
  totalAmount: 94.4,
  canOrder: true,
}

describe('the quote follows the worker AppType', () => {
  it('takes the domain quote input and answers the domain quote', () => {
    type Json = InferRequestType<typeof rpc.orders.quote.$post>['json']
    type Answer = InferResponseType<typeof rpc.orders.quote.$post, 200>
    expectTypeOf<OrderQuoteInput>().toExtend<Json>()
    expectTypeOf<Answer['data']>().toEqualTypeOf<OrderQuote>()
  })
})

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('quoteOrder', () => {
  it('posts the items and gives back the quote', async () => {
    let sent: unknown
    server.use(
      http.post('*/api/orders/quote', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ success: true, data: quoted })
      }),
    )
    const items = [{ product: 'p1', quantity: 2 }]
    expect(await quoteOrder({ items })).toEqual(quoted)
    expect(sent).toEqual({ items })
  })

  it('asks again, through the query, whenever the items change', async () => {
    const seen: unknown[] = []
    server.use(
      http.post('*/api/orders/quote', async ({ request }) => {
        seen.push(await request.json())
        return HttpResponse.json({ success: true, data: quoted })
      }),
    )
    const client = new QueryClient()
    await client.fetchQuery(orderQueries.quote({ items: [{ product: 'p1', quantity: 1 }] }))
    await client.fetchQuery(orderQueries.quote({ items: [{ product: 'p1', quantity: 2 }] }))
    expect(seen).toEqual([
      { items: [{ product: 'p1', quantity: 1 }] },
      { items: [{ product: 'p1', quantity: 2 }] },
    ])
  })

  it("turns a refusal into an ApiError carrying the server's message and field errors", async () => {
    server.use(
      http.post('*/api/orders/quote', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Sepetinizde ürün bulunmuyor',
            errors: [{ field: 'items', message: 'Sepetinizde ürün bulunmuyor' }],
          },
          { status: 400 },
        ),
      ),
    )
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const failure = await client
      .fetchQuery(orderQueries.quote({ items: [] }))
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 400, message: 'Sepetinizde ürün bulunmuyor' })
  })
})
