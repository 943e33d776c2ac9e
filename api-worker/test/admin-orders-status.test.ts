import { env } from 'cloudflare:workers'
import { type AuditLogEntry, ORDER_STATUSES, type OrderStatus } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { readAdminOrderFields, writeAdminOrderChange } from '../src/db/queries/admin-orders-writes'
import { clientOf } from '../src/lib/database'
import { auditRowsOf, orderDetail, orderIn, patchStatus, placeOrder, setStock } from './admin-orders-fixtures'
import { type Customer, call, registerCustomer } from './helpers/api'
import { en, tr } from './helpers/messages'
import { stockOf } from './helpers/orders'
import { type TestUser, userWithRole } from './helpers/staff'

let admin: TestUser
let token: string
let customer: Customer

beforeAll(async () => {
  admin = await userWithRole('admin')
  token = await admin.token()
  customer = await registerCustomer()
})

/** The decided table (row: from, column: to, in ORDER_STATUSES order); 'x' allowed, '.' refused, '=' no move. */
const TABLE: Record<OrderStatus, string> = {
  pending: '= x x x x x',
  confirmed: 'x = x x x x',
  processing: '. x = x x x',
  shipped: '. . x = x x',
  delivered: '. . . . = .',
  cancelled: 'x x . . . =',
}

const moves = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.map((to, index) => [from, to, TABLE[from].split(' ')[index] === 'x'] as const),
).filter(([from, to]) => from !== to)

const statusLabel = (status: OrderStatus, language: 'tr' | 'en' = 'tr') =>
  (language === 'tr' ? tr : en)[`order_status.${status}`]

describe('PATCH /orders/{id}/status: the transition table', () => {
  it.each(moves)('%s → %s allowed: %s', async (from, to, allowed) => {
    const { order, item } = await orderIn(customer, from)
    const stockBefore = await stockOf(item)
    const { status, body } = await patchStatus(token, order._id, { status: to })
    if (!allowed) {
      expect(status).toBe(409)
      const text = tr['admin.order.transition_refused']
        .replace('{from}', statusLabel(from))
        .replace('{to}', statusLabel(to))
      expect(body.message).toBe(text)
      expect(body.errors).toEqual([{ field: 'status', message: text }])
      const detail = await orderDetail(token, order._id)
      expect(detail.body.data.order.status).toBe(from)
      expect(await stockOf(item)).toBe(stockBefore)
      expect(await auditRowsOf(order._id)).toEqual([])
      return
    }
    expect(status).toBe(200)
    expect(body.data.order.status).toBe(to)
    const expectedStock = to === 'cancelled' ? 10 : 7
    expect(await stockOf(item)).toBe(expectedStock)
    expect(stockBefore).toBe(from === 'cancelled' ? 10 : 7)
    const [row] = await auditRowsOf(order._id)
    expect(row?.details).toMatchObject({ before: { status: from }, after: { status: to } })
  })

  it('refuses delivered → pending in the caller’s language, changing nothing', async () => {
    const { order, item } = await orderIn(customer, 'delivered')
    const english = await patchStatus(token, order._id, { status: 'pending' }, { 'Accept-Language': 'en' })
    expect(english.status).toBe(409)
    expect(english.body.message).toBe(
      `An order that is “${statusLabel('delivered', 'en')}” cannot be moved to “${statusLabel('pending', 'en')}”`,
    )
    const turkish = await patchStatus(token, order._id, { status: 'pending', trackingNumber: 'YK1' })
    expect(turkish.body.message).toBe('“Teslim Edildi” durumundaki sipariş “Beklemede” durumuna alınamaz')
    const detail = await orderDetail(token, order._id)
    expect(detail.body.data.order).toMatchObject({ status: 'delivered', trackingNumber: null })
    expect(await stockOf(item)).toBe(7)
  })
})

describe('PATCH /orders/{id}/status: stock', () => {
  it('returns the units once when the same cancel is sent twice', async () => {
    const { order, item } = await placeOrder(customer, { stock: 10, quantity: 4 })
    expect(await stockOf(item)).toBe(6)
    const first = await patchStatus(token, order._id, { status: 'cancelled' })
    expect(first.status).toBe(200)
    expect(first.body.data.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'cancelled',
      cancelledAt: expect.any(String),
      canBeCancelled: false,
    })
    const second = await patchStatus(token, order._id, { status: 'cancelled' })
    expect(second.status).toBe(200)
    expect(await stockOf(item)).toBe(10)
    expect(await auditRowsOf(order._id)).toHaveLength(1)
  })

  it('writes nothing when the order moved after it was read (a lost race), stock and audit included', async () => {
    const { order, item } = await placeOrder(customer, { stock: 10, quantity: 4 })
    const db = clientOf(env.DB)
    const read = await readAdminOrderFields(db, order._id)
    if (!read) throw new Error('order not found')
    // Another admin cancels first; the change planned from the stale read must not return the units again.
    expect((await patchStatus(token, order._id, { status: 'cancelled' })).status).toBe(200)
    const stale = await writeAdminOrderChange(db, {
      orderId: order._id,
      actorId: admin.id,
      before: read,
      after: { ...read, status: 'cancelled', paymentStatus: 'cancelled' },
      stock: 'return',
    })
    expect(stale).toBe('changed')
    expect(await stockOf(item)).toBe(10)
    expect(await auditRowsOf(order._id)).toHaveLength(1)
  })

  it('returns the units once when cancels arrive together', async () => {
    const { order, item } = await placeOrder(customer, { stock: 10, quantity: 4 })
    const results = await Promise.all(
      Array.from({ length: 6 }, () => patchStatus(token, order._id, { status: 'cancelled' })),
    )
    expect(results.map((result) => result.status)).toEqual(Array(6).fill(200))
    expect(await stockOf(item)).toBe(10)
    expect(await auditRowsOf(order._id)).toHaveLength(1)
  })

  it('does not return units twice when the customer cancelled first', async () => {
    const { order, item } = await placeOrder(customer, { stock: 10, quantity: 2 })
    const cancelled = await call(`/orders/${order._id}/cancel`, { method: 'PATCH', token: customer.token })
    expect(cancelled.status).toBe(200)
    expect((await patchStatus(token, order._id, { status: 'cancelled' })).status).toBe(200)
    expect(await stockOf(item)).toBe(10)
  })

  it('takes the units again when a cancelled order is re-opened', async () => {
    const { order, item } = await placeOrder(customer, { stock: 10, quantity: 3 })
    await patchStatus(token, order._id, { status: 'cancelled' })
    expect(await stockOf(item)).toBe(10)
    const reopened = await patchStatus(token, order._id, { status: 'confirmed' })
    expect(reopened.status).toBe(200)
    expect(reopened.body.data.order).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'pending',
      cancelledAt: null,
    })
    expect(await stockOf(item)).toBe(7)
    const rows = await auditRowsOf(order._id)
    expect(rows.map((row) => row.details)).toEqual([
      {
        before: { status: 'pending', paymentStatus: 'pending' },
        after: { status: 'cancelled', paymentStatus: 'cancelled' },
        stock: 'returned',
      },
      {
        before: { status: 'cancelled', paymentStatus: 'cancelled' },
        after: { status: 'confirmed', paymentStatus: 'pending' },
        stock: 'taken',
      },
    ])
    const { entries } = (
      await call<{ entries: AuditLogEntry[] }>(`/orders/admin/${order._id}/history`, { token })
    ).body.data
    expect(entries.map((entry) => entry.details.stock)).toEqual(['taken', 'returned'])
  })

  it('refuses to re-open when stock is short, naming the product, and changes nothing', async () => {
    const { order, item } = await placeOrder(customer, { stock: 10, quantity: 3, name: 'Kompozit Dolgu A2' })
    await patchStatus(token, order._id, { status: 'cancelled' })
    await setStock(item, 2)
    const refused = await patchStatus(token, order._id, { status: 'pending', trackingNumber: 'YK9' })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      'Kompozit Dolgu A2 için yeterli stok yok (siparişte 3, stokta 2 adet); sipariş yeniden açılamadı',
    )
    const english = await patchStatus(token, order._id, { status: 'pending' }, { 'Accept-Language': 'en' })
    expect(english.body.message).toBe(
      'Not enough stock of Kompozit Dolgu A2 EN (3 in the order, 2 in stock); the order was not re-opened',
    )
    expect(await stockOf(item)).toBe(2)
    const detail = await orderDetail(token, order._id)
    expect(detail.body.data.order).toMatchObject({ status: 'cancelled', trackingNumber: null })
    expect(await auditRowsOf(order._id)).toHaveLength(1)

    await setStock(item, 3)
    expect((await patchStatus(token, order._id, { status: 'pending' })).status).toBe(200)
    expect(await stockOf(item)).toBe(0)
  })

  it('rolls the whole re-opening back when stock runs short between the check and the write', async () => {
    const { order, item } = await placeOrder(customer, { stock: 10, quantity: 3 })
    await patchStatus(token, order._id, { status: 'cancelled' })
    const db = clientOf(env.DB)
    const read = await readAdminOrderFields(db, order._id)
    if (!read) throw new Error('order not found')
    await setStock(item, 1)
    const outcome = await writeAdminOrderChange(db, {
      orderId: order._id,
      actorId: admin.id,
      before: read,
      after: { ...read, status: 'pending', paymentStatus: 'pending' },
      stock: 'take',
    })
    expect(outcome).toBe('short_stock')
    expect(await stockOf(item)).toBe(1)
    expect((await orderDetail(token, order._id)).body.data.order.status).toBe('cancelled')
    expect(await auditRowsOf(order._id)).toHaveLength(1)
  })

  it('refuses to re-open an order whose product is gone', async () => {
    const { order } = await placeOrder(customer, { name: 'Eski Frez' })
    await patchStatus(token, order._id, { status: 'cancelled' })
    await env.DB.prepare('update order_items set product_id = null where order_id = ?').bind(order._id).run()
    const refused = await patchStatus(token, order._id, { status: 'pending' })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      tr['admin.order.reopen_product_missing'].replace('{product}', 'Eski Frez'),
    )
  })
})
