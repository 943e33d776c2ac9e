import { beforeAll, describe, expect, it } from 'vitest'
import { auditRowsOf, orderDetail, patchStatus, placeOrder } from './admin-orders-fixtures'
import { type Customer, call, registerCustomer } from './helpers/api'
import { en, tr } from './helpers/messages'
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

describe('GET /orders/admin/{id}', () => {
  it('answers the order as it is now, with the changes staff made', async () => {
    const { order } = await placeOrder(customer)
    const moderator = await userWithRole('moderator')
    await patchStatus(token, order._id, { status: 'confirmed' })
    await patchStatus(await moderator.token(), order._id, { status: 'shipped', trackingNumber: 'MNG-1' })
    const { status, body } = await orderDetail(token, order._id)
    expect(status).toBe(200)
    expect(body.data.order).toMatchObject({ _id: order._id, status: 'shipped', trackingNumber: 'MNG-1' })
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
