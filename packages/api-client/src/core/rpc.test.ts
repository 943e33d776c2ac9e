// @vitest-environment happy-dom
import type { ProductDto, ProductListQuery } from '@shop/domain'
import type { InferRequestType, InferResponseType } from 'hono/client'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { listProducts, type ProductListParams } from '../endpoints/products'
import { ApiError } from './api-error'
import { loadToasts } from './notify'
import type { RpcClient } from './rpc'

/** The typed client's shape, for the type checks below (the value lives in the transport chunk). */
declare const rpc: RpcClient

// sonner is fetched on demand in the app; here it is in before the first toast, as after a page's first render.
await loadToasts()

describe('the typed client follows the worker AppType', () => {
  it('knows the products list input and output', () => {
    type Query = InferRequestType<typeof rpc.products.$get>['query']
    type Answer = InferResponseType<typeof rpc.products.$get>
    expectTypeOf<Query['sort']>().toEqualTypeOf<ProductListQuery['sort'] | undefined>()
    expectTypeOf<Query>().toHaveProperty('minPrice')
    expectTypeOf<Query>().toHaveProperty('maxPrice')
    expectTypeOf<Query>().toHaveProperty('inStock')
    expectTypeOf<Query>().toHaveProperty('sale')
    expectTypeOf<ProductListParams['minPrice']>().toEqualTypeOf<number | undefined>()
    expectTypeOf<ProductListParams['inStock']>().toEqualTypeOf<boolean | undefined>()
    expectTypeOf<Answer['data']['products'][number]>().toEqualTypeOf<ProductDto>()
    expectTypeOf<Answer['success']>().toEqualTypeOf<true>()
  })
})

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

describe('typed calls share the transport', () => {
  it('sends the query as strings and returns data with pagination', async () => {
    let seen = ''
    server.use(
      http.get('*/api/products', ({ request }) => {
        seen = new URL(request.url).search
        return HttpResponse.json({
          success: true,
          data: { products: [] },
          pagination: { page: 2, limit: 5, total: 6, pages: 2 },
        })
      }),
    )
    const result = await listProducts({ page: 2, limit: 5, featured: true, q: '' })
    expect(new URLSearchParams(seen).toString()).toBe('page=2&limit=5&featured=true')
    expect(result).toEqual({ products: [], pagination: { page: 2, limit: 5, total: 6, pages: 2 } })

    await listProducts({ q: 'bond', minPrice: 0, maxPrice: 149.9, inStock: true, sale: false, sort: 'price' })
    expect(new URLSearchParams(seen).toString()).toBe(
      'q=bond&minPrice=0&maxPrice=149.9&inStock=true&sale=false&sort=price',
    )
  })

  it('turns a failure envelope into an ApiError with the server message', async () => {
    vi.spyOn(toast, 'error')
    server.use(
      http.get('*/api/products', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Geçersiz istek',
            errors: [{ field: 'page', message: 'Sayfa 1 veya daha büyük olmalıdır' }],
          },
          { status: 400 },
        ),
      ),
    )
    const error = await listProducts({ page: 1 }).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(400)
    expect((error as ApiError).errors).toEqual([
      { field: 'page', message: 'Sayfa 1 veya daha büyük olmalıdır' },
    ])
    expect(toast.error).toHaveBeenCalledWith('Geçersiz istek', expect.anything())
  })
})

describe('typed calls honour request options', () => {
  it('suppresses the error toast when asked and does not send the flag', async () => {
    vi.spyOn(toast, 'error')
    let flagSent: string | null = 'unset'
    server.use(
      http.get('*/api/products', ({ request }) => {
        flagSent = request.headers.get('x-suppress-error-toast')
        return HttpResponse.json({ success: false, message: 'Sunucu hatası' }, { status: 500 })
      }),
    )
    await expect(listProducts({}, { suppressErrorToast: true })).rejects.toBeInstanceOf(ApiError)
    expect(flagSent).toBeNull()
    expect(toast.error).not.toHaveBeenCalled()
  })
})
