import { env } from 'cloudflare:workers'
import { ORDER_STATUSES, type OrderDto, type OrderStatus } from '@shop/domain'
import { allEn as en, allTr as tr } from '@shop/i18n/messages/all'
import { beforeAll, describe, expect, it } from 'vitest'
import { readAdminOrderFields, writeAdminOrderChange } from '../src/db/queries/admin-orders-writes'
import { clientOf } from '../src/lib/database'
import {
  auditRowsOf,
  orderDetail,
  patchStatus,
  placeOrder,
  setOrderState,
  setStock,
} from './admin-orders-fixtures'
import { type Customer, call, registerCustomer } from './helpers/api'
import { stockOf } from './helpers/orders'
import { moderatorToken, type TestUser, userWithRole } from './helpers/staff'

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

/** An order of 3 units of a product that had 10, put in `status`; a cancelled one has its units back on stock. */
async function orderIn(status: OrderStatus) {
  const placed = await placeOrder(customer, { stock: 10, quantity: 3 })
  if (status !== 'pending') {
    await setOrderState(placed.order._id, status, status === 'cancelled' ? 'cancelled' : 'pending')
  }
  if (status === 'cancelled') await setStock(placed.item, 10)
  return placed
}

describe('PATCH /orders/{id}/status: the transition table', () => {
  it.each(moves)('%s → %s allowed: %s', async (from, to, allowed) => {
    const { order, item } = await orderIn(from)
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
    const { order, item } = await orderIn('delivered')
    const english = await patchStatus(token, order._id, { status: 'pending' }, { 'Accept-Language': 'en' })
    expect(english.status).toBe(409)
    expect(english.body.message).toBe(
      `An order that is “${statusLabel('delivered', 'en')}” cannot be moved to “${statusLabel('pending', 'en')}”`,
    )
    const turkish = await patchStatus(token, order._id, { status: 'pending', trackingNumber: 'YK1' })
    expect(turkish.body.message).toBe('“Teslim edildi” durumundaki sipariş “Beklemede” durumuna alınamaz')
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
    const { history } = (await orderDetail(token, order._id)).body.data
    expect(history.map((entry) => entry.stock)).toEqual(['taken', 'returned'])
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

describe('PATCH /orders/{id}/status: payment status', () => {
  it('may be set to any value while the order is not cancelled', async () => {
    const { order } = await placeOrder(customer)
    for (const paymentStatus of ['failed', 'completed', 'cancelled', 'pending'] as const) {
      const { status, body } = await patchStatus(token, order._id, { paymentStatus })
      expect(status).toBe(200)
      expect(body.data.order.paymentStatus).toBe(paymentStatus)
    }
    expect(await auditRowsOf(order._id)).toHaveLength(4)
  })

  it('never becomes completed on a cancelled order, and a paid order is cancelled only with its payment', async () => {
    const cancelled = await orderIn('cancelled')
    const paid = await patchStatus(token, cancelled.order._id, { paymentStatus: 'completed' })
    expect(paid.status).toBe(409)
    expect(paid.body.errors).toEqual([
      { field: 'paymentStatus', message: tr['admin.order.cancelled_payment_completed'] },
    ])

    const shipped = await placeOrder(customer, { stock: 10, quantity: 3 })
    await setOrderState(shipped.order._id, 'shipped', 'completed')
    const refused = await patchStatus(
      token,
      shipped.order._id,
      { status: 'cancelled', paymentStatus: 'completed' },
      { 'Accept-Language': 'en' },
    )
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(en['admin.order.paid_cannot_cancel'])
    expect(await stockOf(shipped.item)).toBe(7)
    const refunded = await patchStatus(token, shipped.order._id, {
      status: 'cancelled',
      paymentStatus: 'cancelled',
    })
    expect(refunded.status).toBe(200)
    expect(refunded.body.data.order).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' })
    expect(await stockOf(shipped.item)).toBe(10)
  })
})

describe('PATCH /orders/{id}/status: tracking number and estimated delivery date', () => {
  it('stores both, shows them to the customer, and clears them with empty values', async () => {
    const { order } = await placeOrder(customer)
    const set = await patchStatus(token, order._id, {
      status: 'shipped',
      paymentStatus: 'pending',
      trackingNumber: '  YK-123 456 ',
      estimatedDeliveryDate: '2031-05-04',
    })
    expect(set.status).toBe(200)
    expect(set.body.data.order).toMatchObject({
      status: 'shipped',
      trackingNumber: 'YK-123 456',
      estimatedDeliveryDate: '2031-05-04',
    })
    const mine = await call<{ order: OrderDto }>(`/orders/${order._id}`, { token: customer.token })
    expect(mine.body.data.order).toMatchObject({
      trackingNumber: 'YK-123 456',
      estimatedDeliveryDate: '2031-05-04',
    })

    const cleared = await patchStatus(token, order._id, { trackingNumber: '', estimatedDeliveryDate: '' })
    expect(cleared.status).toBe(200)
    expect(cleared.body.data.order).toMatchObject({
      status: 'shipped',
      trackingNumber: null,
      estimatedDeliveryDate: null,
    })

    const rows = await auditRowsOf(order._id)
    expect(rows).toEqual([
      {
        action: 'order.update_status',
        actorId: admin.id,
        details: {
          before: { status: 'pending', trackingNumber: null, estimatedDeliveryDate: null },
          after: { status: 'shipped', trackingNumber: 'YK-123 456', estimatedDeliveryDate: '2031-05-04' },
        },
      },
      {
        action: 'order.update_status',
        actorId: admin.id,
        details: {
          before: { trackingNumber: 'YK-123 456', estimatedDeliveryDate: '2031-05-04' },
          after: { trackingNumber: null, estimatedDeliveryDate: null },
        },
      },
    ])
  })

  it('writes nothing, and no audit row, when a request changes nothing', async () => {
    const { order } = await placeOrder(customer)
    const same = await patchStatus(token, order._id, {
      status: 'pending',
      paymentStatus: 'pending',
      trackingNumber: '',
    })
    expect(same.status).toBe(200)
    expect(same.body.data.order.updatedAt).toBe(order.updatedAt)
    expect(await auditRowsOf(order._id)).toEqual([])
  })
})

describe('GET /orders/admin/{id}', () => {
  it('answers the order and its history, newest change first, with who made each', async () => {
    const { order } = await placeOrder(customer)
    const moderator = await userWithRole('moderator')
    await patchStatus(token, order._id, { status: 'confirmed' })
    await patchStatus(await moderator.token(), order._id, { status: 'shipped', trackingNumber: 'MNG-1' })
    const { status, body } = await orderDetail(token, order._id)
    expect(status).toBe(200)
    expect(body.data.order).toMatchObject({ _id: order._id, status: 'shipped', trackingNumber: 'MNG-1' })
    expect(body.data.history).toEqual([
      {
        _id: expect.any(String),
        action: 'order.update_status',
        actor: { _id: moderator.id, name: 'Test moderator' },
        before: { status: 'confirmed', trackingNumber: null },
        after: { status: 'shipped', trackingNumber: 'MNG-1' },
        stock: null,
        createdAt: expect.any(String),
      },
      {
        _id: expect.any(String),
        action: 'order.update_status',
        actor: { _id: admin.id, name: 'Test admin' },
        before: { status: 'pending' },
        after: { status: 'confirmed' },
        stock: null,
        createdAt: expect.any(String),
      },
    ])
  })

  it('answers 404 for an unknown order and 403 to a customer, even for their own order', async () => {
    const missing = await orderDetail(token, 'ffffffffffffffffffffffff')
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe(tr['order.not_found'])
    const { order } = await placeOrder(customer)
    expect((await orderDetail(customer.token, order._id)).status).toBe(403)
  })
})

describe('PATCH /orders/{id}/status: who and what', () => {
  it('lets a moderator change an order and refuses a customer, changing nothing', async () => {
    const { order, item } = await placeOrder(customer, { stock: 10, quantity: 3 })
    const refused = await patchStatus(customer.token, order._id, { status: 'cancelled' })
    expect(refused.status).toBe(403)
    expect(await stockOf(item)).toBe(7)
    const anonymous = await call(`/orders/${order._id}/status`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    })
    expect(anonymous.status).toBe(401)
    const moderated = await patchStatus(await moderatorToken(), order._id, { status: 'cancelled' })
    expect(moderated.status).toBe(200)
    expect(await stockOf(item)).toBe(10)
  })

  it('answers 404 for an unknown order', async () => {
    const { status, body } = await patchStatus(token, 'ffffffffffffffffffffffff', { status: 'confirmed' })
    expect(status).toBe(404)
    expect(body.message).toBe(tr['order.not_found'])
  })

  const badBodies: [string, Record<string, unknown>, string, keyof typeof tr][] = [
    ['an empty body', {}, '', 'admin.order.nothing_to_update'],
    ['an unknown status', { status: 'lost' }, 'status', 'admin.order.status_invalid'],
    [
      'an unknown payment status',
      { paymentStatus: 'refunded' },
      'paymentStatus',
      'admin.order.payment_status_invalid',
    ],
    [
      'a tracking number over 100 characters',
      { trackingNumber: 'x'.repeat(101) },
      'trackingNumber',
      'admin.order.tracking_too_long',
    ],
    [
      'a tracking number of two lines',
      { trackingNumber: 'YK1\nYK2' },
      'trackingNumber',
      'admin.order.tracking_invalid',
    ],
    [
      'a date that does not exist',
      { estimatedDeliveryDate: '2031-02-30' },
      'estimatedDeliveryDate',
      'admin.order.delivery_date_invalid',
    ],
    [
      'a date in another format',
      { estimatedDeliveryDate: '04.05.2031' },
      'estimatedDeliveryDate',
      'admin.order.delivery_date_invalid',
    ],
  ]

  it.each(badBodies)('refuses %s with 400 in Turkish and English', async (_name, body, field, key) => {
    const { order } = await placeOrder(customer)
    const turkish = await patchStatus(token, order._id, body)
    expect(turkish.status).toBe(400)
    expect(turkish.body.message).toBe(tr[key])
    expect(turkish.body.errors).toEqual([{ field, message: tr[key] }])
    const english = await patchStatus(token, order._id, body, { 'Accept-Language': 'en' })
    expect(english.status).toBe(400)
    expect(english.body.message).toBe(en[key])
    expect(await auditRowsOf(order._id)).toEqual([])
  })
})
