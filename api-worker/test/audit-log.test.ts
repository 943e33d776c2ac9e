import type { AuditLogListEntry } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../src/lib/ids'
import { call } from './helpers/api'
import { insertAuditRows } from './helpers/audit-rows'
import { type TestUser, userWithRole } from './helpers/staff'

let admin: TestUser
let adminTokenValue: string

beforeAll(async () => {
  admin = await userWithRole('admin')
  adminTokenValue = await admin.token()
})

async function auditLog(query: Record<string, string | number>, token = adminTokenValue) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  )
  return call<{ entries: AuditLogListEntry[] }>(`/audit-log?${search}`, { token })
}

/** Ids of the entries a query answers, in the order answered. */
async function idsOf(query: Record<string, string | number>): Promise<string[]> {
  const { status, body } = await auditLog(query)
  expect(status).toBe(200)
  return body.data.entries.map((entry) => entry._id)
}

describe('GET /audit-log', () => {
  it('answers entries newest first with the actor joined and the details as stored', async () => {
    const actor = await userWithRole('moderator')
    const productId = newId()
    const [older, newer] = await insertAuditRows([
      {
        actorId: actor.id,
        action: 'product.create',
        entity: 'product',
        entityId: productId,
        details: { before: {}, after: { sku: 'A-1' } },
        createdAt: '2026-03-01T10:00:00.000Z',
      },
      {
        actorId: actor.id,
        action: 'product.update',
        entity: 'product',
        entityId: productId,
        details: { before: { stock: 1 }, after: { stock: 5 } },
        createdAt: '2026-03-02T10:00:00.000Z',
      },
    ])
    const { status, body } = await auditLog({ actor: actor.id })
    expect(status).toBe(200)
    expect(body.data.entries).toEqual([
      {
        _id: newer,
        action: 'product.update',
        entity: 'product',
        entityId: productId,
        actor: { _id: actor.id, name: 'Test moderator', email: actor.email, deleted: false },
        details: { before: { stock: 1 }, after: { stock: 5 } },
        createdAt: '2026-03-02T10:00:00.000Z',
        // The product was never stored (audit-log-records.test.ts names records that are).
        record: null,
      },
      expect.objectContaining({
        _id: older,
        action: 'product.create',
        details: { before: {}, after: { sku: 'A-1' } },
      }),
    ])
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 2, pages: 1 })
  })

  it('filters by entity, entity id, actor, action and date range, each alone and together', async () => {
    const actor = await userWithRole('admin')
    const other = await userWithRole('admin')
    const orderId = newId()
    const pageId = newId()
    const [orderCreate, orderStatus, pageUpdate, otherActor] = await insertAuditRows([
      {
        actorId: actor.id,
        action: 'order.create',
        entity: 'order',
        entityId: orderId,
        createdAt: '2026-04-01T09:00:00.000Z',
      },
      {
        actorId: actor.id,
        action: 'order.update_status',
        entity: 'order',
        entityId: orderId,
        createdAt: '2026-04-02T23:30:00.000Z',
      },
      {
        actorId: actor.id,
        action: 'page.update',
        entity: 'page',
        entityId: pageId,
        createdAt: '2026-04-03T00:00:00.000Z',
      },
      {
        actorId: other.id,
        action: 'order.update_status',
        entity: 'order',
        entityId: orderId,
        createdAt: '2026-04-02T12:00:00.000Z',
      },
    ])
    expect(await idsOf({ actor: actor.id })).toEqual([pageUpdate, orderStatus, orderCreate])
    expect(await idsOf({ actor: other.id })).toEqual([otherActor])
    expect(await idsOf({ actor: actor.id, entity: 'order' })).toEqual([orderStatus, orderCreate])
    expect(await idsOf({ entity: 'page', entityId: pageId })).toEqual([pageUpdate])
    // An entity id alone finds the entity's rows whatever their kind, by anyone.
    expect(await idsOf({ entityId: orderId })).toEqual([orderStatus, otherActor, orderCreate])
    expect(await idsOf({ entityId: orderId, action: 'order.update_status' })).toEqual([
      orderStatus,
      otherActor,
    ])
    // A day covers the whole day, in UTC; instants are taken as given.
    expect(await idsOf({ entityId: orderId, from: '2026-04-02', to: '2026-04-02' })).toEqual([
      orderStatus,
      otherActor,
    ])
    expect(await idsOf({ actor: actor.id, from: '2026-04-02' })).toEqual([pageUpdate, orderStatus])
    expect(await idsOf({ actor: actor.id, to: '2026-04-01' })).toEqual([orderCreate])
    expect(
      await idsOf({ actor: actor.id, from: '2026-04-02T23:30:00Z', to: '2026-04-03T03:00:00+03:00' }),
    ).toEqual([pageUpdate, orderStatus])
    expect(await idsOf({ actor: actor.id, entity: 'user' })).toEqual([])
    expect(await idsOf({ actor: actor.id, action: 'page.delete' })).toEqual([])
  })

  it('pages through the rows, 50 by default and at most 100', async () => {
    const actor = await userWithRole('admin')
    const rows = Array.from({ length: 105 }, (_, index) => ({
      actorId: actor.id,
      action: 'settings.update',
      entity: 'settings',
      entityId: null,
      createdAt: new Date(Date.UTC(2026, 4, 1, 0, index)).toISOString(),
    }))
    const ids = (await insertAuditRows(rows)).reverse()
    const first = await auditLog({ actor: actor.id })
    expect(first.body.data.entries.map((entry) => entry._id)).toEqual(ids.slice(0, 50))
    expect(first.body.pagination).toEqual({ page: 1, limit: 50, total: 105, pages: 3 })
    const third = await auditLog({ actor: actor.id, page: 3 })
    expect(third.body.data.entries.map((entry) => entry._id)).toEqual(ids.slice(100))
    const wide = await auditLog({ actor: actor.id, limit: 100, page: 2 })
    expect(wide.body.data.entries.map((entry) => entry._id)).toEqual(ids.slice(100))
    expect(wide.body.pagination).toEqual({ page: 2, limit: 100, total: 105, pages: 2 })
    expect((await auditLog({ actor: actor.id, page: 9 })).body.data.entries).toEqual([])
    expect((await auditLog({ limit: 101 })).status).toBe(400)
  })

  it('shows a deleted user as anonymised, and a row without an actor as null', async () => {
    const gone = await userWithRole('moderator')
    const entityId = newId()
    const [byGone, bySystem] = await insertAuditRows([
      {
        actorId: gone.id,
        action: 'page.create',
        entity: 'page',
        entityId,
        createdAt: '2026-06-01T10:00:00.000Z',
      },
      {
        actorId: null,
        action: 'page.update',
        entity: 'page',
        entityId,
        createdAt: '2026-06-02T10:00:00.000Z',
      },
    ])
    expect((await call(`/users/${gone.id}`, { method: 'DELETE', token: adminTokenValue })).status).toBe(200)
    const { body } = await auditLog({ entityId })
    expect(body.data.entries.map((entry) => [entry._id, entry.actor])).toEqual([
      [bySystem, null],
      [byGone, { _id: gone.id, name: '', email: `deleted-${gone.id}@deleted.invalid`, deleted: true }],
    ])
  })

  it('refuses bad filters with the message in the caller language', async () => {
    const entity = await auditLog({ entity: 'wishlist' })
    expect(entity.status).toBe(400)
    expect(entity.body.errors).toEqual([
      {
        field: 'entity',
        message:
          'Kayıt türü product, category, order, user, page, exchange_rate, settings veya catalogue olmalıdır',
      },
    ])
    const date = await call('/audit-log?from=01.04.2026', {
      token: adminTokenValue,
      headers: { 'Accept-Language': 'en' },
    })
    expect(date.status).toBe(400)
    expect(date.body.message).toBe('Dates must be written YYYY-MM-DD or in ISO 8601')
    const range = await auditLog({ from: '2026-04-03', to: '2026-04-02' })
    expect(range.status).toBe(400)
    expect(range.body.errors).toEqual([
      { field: 'to', message: 'Bitiş tarihi başlangıç tarihinden önce olamaz' },
    ])
  })

  it('is for admins only', async () => {
    expect((await call('/audit-log')).status).toBe(401)
    const moderator = await (await userWithRole('moderator')).token()
    expect((await auditLog({}, moderator)).status).toBe(403)
    const customer = await (await userWithRole('user')).token()
    expect((await auditLog({}, customer)).status).toBe(403)
    const inactive = await (await userWithRole('admin', { isActive: false })).token()
    expect((await auditLog({}, inactive)).status).toBe(401)
  })
})
