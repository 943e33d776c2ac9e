import { env } from 'cloudflare:workers'
import type { AuditLogListEntry } from '@shop/domain'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { newId } from '../src/lib/ids'
import { call, registerCustomer } from './helpers/api'
import { type AuditRowInput, insertAuditRows } from './helpers/audit-rows'
import { insertCategory, insertProduct } from './helpers/catalogue'
import { insertPage, insertRate } from './helpers/content'
import { orderOf } from './helpers/orders'
import { type TestUser, userWithRole } from './helpers/staff'

/*
 * GET /audit-log names each entry's record as it reads now (`record.label`), in the caller's language; a record that
 * is gone, a deleted user among them, is null.
 */

let adminToken: string
const ids = { product: '', category: '', page: '', order: '', orderNumber: '', user: '' }

beforeAll(async () => {
  adminToken = await (await userWithRole('admin')).token()
  ids.product = await insertProduct(env.DB, {
    name: 'Nitril Eldiven',
    nameEn: 'Nitrile Gloves',
    sku: 'ELD-001',
    price: 120,
  })
  ids.category = await insertCategory(env.DB, { slug: 'eldivenler', name: 'Eldivenler' })
  ids.page = await insertPage(env.DB, { slug: 'kargo-bilgisi', title: 'Kargo Bilgisi', isPublished: true })
  await insertRate(env.DB, { currency: 'USD', rate: 38.5 })
  const customer = await registerCustomer({ name: 'Selin Kaya' })
  const order = await orderOf(customer, { items: [{ product: ids.product, quantity: 1 }] })
  ids.order = order._id
  ids.orderNumber = order.orderNumber
  ids.user = customer.user._id
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** One row a record, all by a fresh actor, so a test reads back only its own rows (oldest first). */
async function rowsAbout(records: [entity: string, entityId: string | null][]): Promise<TestUser> {
  const actor = await userWithRole('admin')
  const rows: AuditRowInput[] = records.map(([entity, entityId], index) => ({
    actorId: actor.id,
    action: `${entity}.update`,
    entity,
    entityId,
    createdAt: new Date(Date.UTC(2026, 6, 1, 0, index)).toISOString(),
  }))
  await insertAuditRows(rows)
  return actor
}

async function records(actor: TestUser, language?: string, limit = 50) {
  const { status, body } = await call<{ entries: AuditLogListEntry[] }>(
    `/audit-log?actor=${actor.id}&limit=${limit}`,
    { token: adminToken, headers: language ? { 'Accept-Language': language } : {} },
  )
  expect(status).toBe(200)
  return [...body.data.entries].reverse().map((entry) => [entry.entity, entry.record])
}

const KNOWN = (): [string, string | null][] => [
  ['product', ids.product],
  ['category', ids.category],
  ['page', ids.page],
  ['order', ids.order],
  ['user', ids.user],
  ['exchange_rate', 'USD'],
  ['settings', 'maintenance'],
]

describe('the record of an audit entry', () => {
  it('is named by what it is: a product by name and SKU, a category, a page, an order, a user, a rate, a group', async () => {
    const actor = await rowsAbout(KNOWN())
    expect(await records(actor)).toEqual([
      ['product', { label: 'Nitril Eldiven · ELD-001' }],
      ['category', { label: 'Eldivenler' }],
      ['page', { label: 'Kargo Bilgisi' }],
      ['order', { label: ids.orderNumber }],
      ['user', { label: 'Selin Kaya' }],
      ['exchange_rate', { label: 'USD' }],
      ['settings', { label: 'maintenance' }],
    ])
  })

  it('is named in the caller’s language', async () => {
    const actor = await rowsAbout(KNOWN().slice(0, 3))
    expect(await records(actor, 'en')).toEqual([
      ['product', { label: 'Nitrile Gloves · ELD-001' }],
      ['category', { label: 'Eldivenler (en)' }],
      ['page', { label: 'Kargo Bilgisi (en)' }],
    ])
    expect(await records(actor, 'tr')).toEqual([
      ['product', { label: 'Nitril Eldiven · ELD-001' }],
      ['category', { label: 'Eldivenler' }],
      ['page', { label: 'Kargo Bilgisi' }],
    ])
  })

  it('is null once the record is gone, for a row without one, and for settings that name no group', async () => {
    const page = await insertPage(env.DB, { slug: 'silinecek', title: 'Silinecek', isPublished: false })
    await env.DB.prepare('delete from pages where id = ?').bind(page).run()
    const actor = await rowsAbout([
      ['page', page],
      ['product', newId()],
      ['exchange_rate', 'JPY'],
      ['settings', null],
      ['settings', 'not-a-group'],
      ['catalogue', null],
    ])
    expect((await records(actor)).map(([, record]) => record)).toEqual([null, null, null, null, null, null])
  })

  it('never names a deleted user, by its old name or its anonymised e-mail', async () => {
    const gone = await registerCustomer({ name: 'Zeynep Gizli' })
    const actor = await rowsAbout([['user', gone.user._id]])
    expect(await records(actor)).toEqual([['user', { label: 'Zeynep Gizli' }]])
    const removed = await call(`/users/${gone.user._id}`, { method: 'DELETE', token: adminToken })
    expect(removed.status).toBe(200)
    expect(await records(actor)).toEqual([['user', null]])
  })

  it('reads the labels with one statement per kind on the page, however many rows it holds', async () => {
    const few = await rowsAbout(KNOWN().slice(0, 3))
    // Thirty records of three kinds, each its own id (found or not, an id costs the same).
    const kinds = ['product', 'category', 'page']
    const many = await rowsAbout(
      Array.from({ length: 30 }, (_, index) => [kinds[index % 3] ?? 'product', newId()]),
    )
    const labelReads = async (actor: TestUser) => {
      const prepare = vi.spyOn(env.DB, 'prepare')
      const answered = await records(actor, 'tr', 100)
      const reads = prepare.mock.calls.map(([text]) => text).filter((text) => text.includes('json_each'))
      prepare.mockRestore()
      return { rows: answered.length, reads }
    }
    const small = await labelReads(few)
    const large = await labelReads(many)
    expect([small.rows, large.rows]).toEqual([3, 30])
    expect(small.reads).toHaveLength(3)
    expect(large.reads).toHaveLength(3)
    expect(large.reads.map((text) => /from "(\w+)"/.exec(text)?.[1]).sort()).toEqual([
      'categories',
      'pages',
      'products',
    ])
  })
})
