import { exports } from 'cloudflare:workers'
import type { AuditLogListEntry, Pagination } from '@shop/domain'
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

/** The audit log's answer reaches the typed client with its shape (the audit screen and the history panels read it). */
describe('AppType contract for the audit log', () => {
  it('types the entries (each with its record named) and the pagination, and takes the filters as query', async () => {
    const list = await client.api['audit-log'].$get({
      query: {
        entity: 'product',
        entityId: 'yok',
        actor: 'yok',
        action: 'product.update',
        from: '2026-01-01',
        to: '2026-12-31',
        page: '1',
        limit: '10',
      },
    })
    expect(list.status).toBe(200)
    if (list.status === 200) {
      const body = await list.json()
      type Entry = (typeof body.data.entries)[number]
      expectTypeOf<Omit<Entry, 'details'>>().toEqualTypeOf<Omit<AuditLogListEntry, 'details'>>()
      expectTypeOf<Entry['record']>().toEqualTypeOf<{ label: string } | null>()
      // Details arrive as Hono's JSON value type (recursive, so looser than AuditValue): an object keyed by field.
      expectTypeOf<Entry['details']>().toBeObject()
      expectTypeOf(body.pagination).toEqualTypeOf<Pagination | undefined>()
      expect(body.data.entries).toEqual([])
      expect(body.pagination).toEqual({ page: 1, limit: 10, total: 0, pages: 1 })
    }
  })
})
