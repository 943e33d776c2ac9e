import { env } from 'cloudflare:workers'
import type { OrderDto } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { type Customer, call, registerCustomer } from './helpers/api'
import { tr } from './helpers/messages'
import { orderOf, product, stockOf } from './helpers/orders'

const cancel = (customer: Customer, id: string) =>
  call<{ order: OrderDto }>(`/orders/${id}/cancel`, { method: 'PATCH', token: customer.token })

async function placed(stock = 10, quantity = 3) {
  const customer = await registerCustomer()
  const item = await product({ stock })
  const order = await orderOf(customer, { items: [{ product: item, quantity }] })
  return { customer, item, order }
}

const setState = (id: string, status: string, paymentStatus: string) =>
  env.DB.prepare('update orders set status = ?, payment_status = ? where id = ?')
    .bind(status, paymentStatus, id)
    .run()

describe('PATCH /orders/{id}/cancel', () => {
  it('cancels a pending order and puts its units back', async () => {
    const { customer, item, order } = await placed()
    expect(await stockOf(item)).toBe(7)
    const { status, body } = await cancel(customer, order._id)
    expect(status).toBe(200)
    expect(body.data.order).toMatchObject({
      _id: order._id,
      status: 'cancelled',
      paymentStatus: 'cancelled',
      canBeCancelled: false,
      cancelledAt: expect.any(String),
    })
    expect(await stockOf(item)).toBe(10)
    const read = await call<{ order: OrderDto }>(`/orders/${order._id}`, { token: customer.token })
    expect(read.body.data.order.canBeCancelled).toBe(false)
  })

  it('refuses a second cancel without restoring stock twice', async () => {
    const { customer, item, order } = await placed()
    expect((await cancel(customer, order._id)).status).toBe(200)
    const again = await cancel(customer, order._id)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(tr['order.cannot_cancel'])
    expect(await stockOf(item)).toBe(10)
  })

  it('restores stock once when ten cancels arrive together', async () => {
    const { customer, item, order } = await placed(10, 4)
    const results = await Promise.all(Array.from({ length: 10 }, () => cancel(customer, order._id)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409)).toHaveLength(9)
    expect(await stockOf(item)).toBe(10)
  })

  it('follows canBeCancelled: confirmed may cancel, processing or paid may not', async () => {
    const confirmed = await placed()
    await setState(confirmed.order._id, 'confirmed', 'pending')
    expect((await cancel(confirmed.customer, confirmed.order._id)).status).toBe(200)
    expect(await stockOf(confirmed.item)).toBe(10)

    for (const [status, paymentStatus] of [
      ['processing', 'pending'],
      ['shipped', 'pending'],
      ['pending', 'completed'],
      ['confirmed', 'completed'],
    ]) {
      const { customer, item, order } = await placed()
      await setState(order._id, status!, paymentStatus!)
      const read = await call<{ order: OrderDto }>(`/orders/${order._id}`, { token: customer.token })
      expect(read.body.data.order.canBeCancelled).toBe(false)
      expect((await cancel(customer, order._id)).status).toBe(409)
      expect(await stockOf(item)).toBe(7)
    }
  })

  it("answers 404 for another user's order and leaves it alone", async () => {
    const { item, order } = await placed()
    const stranger = await registerCustomer()
    const { status } = await cancel(stranger, order._id)
    expect(status).toBe(404)
    expect(await stockOf(item)).toBe(7)
    const row = await env.DB.prepare('select status from orders where id = ?').bind(order._id).first()
    expect(row).toEqual({ status: 'pending' })
  })
})
