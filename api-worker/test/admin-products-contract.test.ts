import { exports } from 'cloudflare:workers'
import type {
  BulkDeleteResult,
  BulkResult,
  Pagination,
  ProductDeleteResult,
  ProductDto,
  ProductStats,
} from '@shop/domain'
import { hc } from 'hono/client'
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import type { AppType } from '../src/app'
import { adminToken } from './helpers/staff'

let client: ReturnType<typeof hc<AppType>>

beforeAll(async () => {
  const token = await adminToken()
  client = hc<AppType>('http://shop.test', {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => exports.default.fetch(input, init),
    headers: { Authorization: `Bearer ${token}` },
  })
})

/** The admin product answers reach the typed client with their shapes (the admin screens read them through it). */
describe('AppType contract for the admin products API', () => {
  it('types the list, one product and the stats', async () => {
    const list = await client.api.products.admin.$get({ query: { status: 'inactive', lowStock: 'true' } })
    expect(list.status).toBe(200)
    if (list.status === 200) {
      const body = await list.json()
      expectTypeOf(body.data.products).toEqualTypeOf<ProductDto[]>()
      expectTypeOf(body.pagination).toEqualTypeOf<Pagination | undefined>()
    }
    const one = await client.api.products.admin[':id'].$get({ param: { id: 'yok' } })
    expect(one.status).toBe(404)
    if (one.status === 200) expectTypeOf((await one.json()).data.product).toEqualTypeOf<ProductDto>()
    const stats = await client.api.products.stats.$get()
    expect(stats.status).toBe(200)
    if (stats.status === 200) expectTypeOf((await stats.json()).data).toEqualTypeOf<ProductStats>()
  })

  it('types the writes', async () => {
    const created = await client.api.products.$post({ json: {} as never })
    expect(created.status).toBe(400)
    if (created.status === 201) expectTypeOf((await created.json()).data.product).toEqualTypeOf<ProductDto>()
    const removed = await client.api.products[':id'].$delete({ param: { id: 'yok' } })
    expect(removed.status).toBe(404)
    if (removed.status === 200) expectTypeOf((await removed.json()).data).toEqualTypeOf<ProductDeleteResult>()
    const stock = await client.api.products[':id'].stock.$patch({ param: { id: 'yok' }, json: { stock: 3 } })
    expect(stock.status).toBe(404)
    if (stock.status === 200) expectTypeOf((await stock.json()).data.product).toEqualTypeOf<ProductDto>()
  })

  it('types the bulk calls', async () => {
    const toggled = await client.api.products['bulk-toggle-status'].$patch({ json: { ids: ['yok'] } })
    expect(toggled.status).toBe(200)
    if (toggled.status === 200) expectTypeOf((await toggled.json()).data).toEqualTypeOf<BulkResult>()
    const deleted = await client.api.products['bulk-delete'].$delete({ json: { ids: ['yok'] } })
    expect(deleted.status).toBe(200)
    if (deleted.status === 200) expectTypeOf((await deleted.json()).data).toEqualTypeOf<BulkDeleteResult>()
  })
})
