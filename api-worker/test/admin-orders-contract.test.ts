import { exports } from 'cloudflare:workers'
import type { AuditLogEntry, OrderDto, OrderStatsOverview, Pagination } from '@shop/domain'
import { hc } from 'hono/client'
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import type { AppType } from '../src/app'
import { moderatorToken } from './helpers/staff'

let client: ReturnType<typeof hc<AppType>>

beforeAll(async () => {
  const token = await moderatorToken()
  client = hc<AppType>('http://shop.test', {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => exports.default.fetch(input, init),
    headers: { Authorization: `Bearer ${token}` },
  })
})

/** The admin order answers reach the typed client with their shapes (the orders screen reads them through it). */
describe('AppType contract for the admin orders API', () => {
  it('types the list, the detail, its history and the statistics', async () => {
    const list = await client.api.orders.$get({ query: { status: 'pending', search: 'DS-' } })
    expect(list.status).toBe(200)
    if (list.status === 200) {
      const body = await list.json()
      expectTypeOf(body.data.orders).toEqualTypeOf<OrderDto[]>()
      expectTypeOf(body.pagination).toEqualTypeOf<Pagination | undefined>()
    }
    const detail = await client.api.orders.admin[':id'].$get({ param: { id: 'yok' } })
    expect(detail.status).toBe(404)
    if (detail.status === 200) {
      const { data } = await detail.json()
      expectTypeOf(data.order).toEqualTypeOf<OrderDto>()
    }
    const history = await client.api.orders.admin[':id'].history.$get({
      param: { id: 'yok' },
      query: { page: '2', limit: '10' },
    })
    expect(history.status).toBe(200)
    if (history.status === 200) {
      const body = await history.json()
      type Entry = (typeof body.data.entries)[number]
      expectTypeOf<Omit<Entry, 'details'>>().toEqualTypeOf<Omit<AuditLogEntry, 'details'>>()
      // Details arrive as Hono's JSON value type (recursive, so looser than AuditValue): an object keyed by field.
      expectTypeOf<Entry['details']>().toBeObject()
      expectTypeOf(body.pagination).toEqualTypeOf<Pagination | undefined>()
    }
    const stats = await client.api.orders.stats.overview.$get({ query: { period: '7d' } })
    expect(stats.status).toBe(200)
    if (stats.status === 200) expectTypeOf((await stats.json()).data).toEqualTypeOf<OrderStatsOverview>()
  })

  it('types the status change', async () => {
    const changed = await client.api.orders[':id'].status.$patch({
      param: { id: 'yok' },
      json: { status: 'shipped', trackingNumber: 'YK1', estimatedDeliveryDate: '2031-05-04' },
    })
    expect(changed.status).toBe(404)
    if (changed.status === 200) expectTypeOf((await changed.json()).data.order).toEqualTypeOf<OrderDto>()
  })
})
