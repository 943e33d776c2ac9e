import type { OrderDto } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditRowsOf, orderIn, patchStatus, placeOrder, setOrderState } from './admin-orders-fixtures'
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
    const cancelled = await orderIn(customer, 'cancelled')
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
