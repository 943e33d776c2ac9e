import { env } from 'cloudflare:workers'
import type { AuditLogEntry, ProductDto } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { patchStatus, placeOrder } from './admin-orders-fixtures'
import { type Customer, call, registerCustomer } from './helpers/api'
import { insertCategory } from './helpers/catalogue'
import { tr } from './helpers/messages'
import { type TestUser, userWithRole } from './helpers/staff'

/*
 * One record's history for staff: GET /orders/admin/{id}/history and GET /products/admin/{id}/history answer that
 * record's audit rows (newest first, paged as the audit log), to moderators too, who cannot read the whole log.
 */

let admin: TestUser
let adminToken: string
let moderator: TestUser
let moderatorToken: string
let customer: Customer
let categoryId: string

beforeAll(async () => {
  admin = await userWithRole('admin')
  adminToken = await admin.token()
  moderator = await userWithRole('moderator')
  moderatorToken = await moderator.token()
  customer = await registerCustomer()
  categoryId = await insertCategory(env.DB, {
    slug: `gecmis-${crypto.randomUUID().slice(0, 8)}`,
    name: 'Geçmiş',
  })
})

const history = (path: string, token?: string) =>
  call<{ entries: AuditLogEntry[] }>(path, token ? { token } : {})

const adminActor = () => ({ _id: admin.id, name: 'Test admin', email: expect.any(String), deleted: false })
const moderatorActor = () => ({
  _id: moderator.id,
  name: 'Test moderator',
  email: expect.any(String),
  deleted: false,
})

describe('GET /orders/admin/{id}/history', () => {
  it("answers only that order's changes, newest first, with who made each and what changed", async () => {
    const { order } = await placeOrder(customer)
    const { order: other } = await placeOrder(customer)
    await patchStatus(adminToken, order._id, { status: 'confirmed' })
    await patchStatus(adminToken, other._id, { status: 'cancelled' })
    await patchStatus(moderatorToken, order._id, { status: 'shipped', trackingNumber: 'MNG-7' })

    const { status, body } = await history(`/orders/admin/${order._id}/history`, moderatorToken)
    expect(status).toBe(200)
    expect(body.data.entries).toEqual([
      {
        _id: expect.any(String),
        action: 'order.update_status',
        entity: 'order',
        entityId: order._id,
        actor: moderatorActor(),
        details: {
          before: { status: 'confirmed', trackingNumber: null },
          after: { status: 'shipped', trackingNumber: 'MNG-7' },
        },
        createdAt: expect.any(String),
      },
      {
        _id: expect.any(String),
        action: 'order.update_status',
        entity: 'order',
        entityId: order._id,
        actor: adminActor(),
        details: { before: { status: 'pending' }, after: { status: 'confirmed' } },
        createdAt: expect.any(String),
      },
    ])
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 2, pages: 1 })
  })

  it('pages as the audit log does', async () => {
    const { order } = await placeOrder(customer)
    await patchStatus(adminToken, order._id, { status: 'confirmed' })
    await patchStatus(adminToken, order._id, { status: 'processing' })
    await patchStatus(adminToken, order._id, { status: 'shipped' })
    const second = await history(`/orders/admin/${order._id}/history?page=2&limit=2`, adminToken)
    expect(second.status).toBe(200)
    expect(second.body.data.entries.map((entry) => entry.details.after)).toEqual([{ status: 'confirmed' }])
    expect(second.body.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 })
    const tooMany = await history(`/orders/admin/${order._id}/history?limit=1000`, adminToken)
    expect(tooMany.status).toBe(400)
  })

  it('answers an order nobody changed with no rows, and refuses a customer and a visitor', async () => {
    const { order } = await placeOrder(customer)
    const untouched = await history(`/orders/admin/${order._id}/history`, adminToken)
    expect(untouched.body.data.entries).toEqual([])
    const refused = await history(`/orders/admin/${order._id}/history`, customer.token)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(tr['auth.access_denied'])
    expect((await history(`/orders/admin/${order._id}/history`)).status).toBe(401)
  })
})

async function createProduct(sku: string): Promise<ProductDto> {
  const { status, body } = await call<{ product: ProductDto }>('/products', {
    token: adminToken,
    body: {
      name: { tr: 'Geçmişli Ürün' },
      description: { tr: 'Geçmişi gösterilen ürün' },
      sku,
      category: categoryId,
      price: '12,50',
      stock: 4,
      images: ['/media/products/gecmis.png'],
    },
  })
  if (status !== 201) throw new Error(`create failed: ${status} ${JSON.stringify(body)}`)
  return body.data.product
}

describe('GET /products/admin/{id}/history', () => {
  it("answers only that product's changes, newest first, to a moderator as to an admin", async () => {
    const product = await createProduct(`GEC-${crypto.randomUUID().slice(0, 8)}`)
    const other = await createProduct(`GEC-${crypto.randomUUID().slice(0, 8)}`)
    const toggled = await call(`/products/${product._id}/toggle-status`, {
      method: 'PATCH',
      token: moderatorToken,
    })
    expect(toggled.status).toBe(200)
    await call(`/products/${other._id}/toggle-status`, { method: 'PATCH', token: adminToken })

    for (const token of [moderatorToken, adminToken]) {
      const { status, body } = await history(`/products/admin/${product._id}/history`, token)
      expect(status).toBe(200)
      expect(body.data.entries.map((entry) => [entry.action, entry.entityId, entry.actor?._id])).toEqual([
        ['product.toggle_status', product._id, moderator.id],
        ['product.create', product._id, admin.id],
      ])
      expect(body.data.entries[0]?.details).toMatchObject({
        before: { isActive: true },
        after: { isActive: false },
      })
      expect(body.pagination).toMatchObject({ total: 2 })
    }
  })

  it('refuses a customer', async () => {
    const product = await createProduct(`GEC-${crypto.randomUUID().slice(0, 8)}`)
    const refused = await history(`/products/admin/${product._id}/history`, customer.token)
    expect(refused.status).toBe(403)
  })
})
