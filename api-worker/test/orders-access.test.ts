import { env } from 'cloudflare:workers'
import type { OrderAnswer, OrderDto } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Customer, call, registerCustomer } from './helpers/api'
import { tr } from './helpers/messages'
import { orderOf, product } from './helpers/orders'

type ListAnswer = { orders: OrderDto[] }

let owner: Customer
let stranger: Customer
let ownOrders: OrderDto[]

beforeAll(async () => {
  ;[owner, stranger] = await Promise.all([registerCustomer(), registerCustomer()])
  const item = await product({ stock: 100 })
  ownOrders = []
  for (let i = 1; i <= 12; i++)
    ownOrders.push(await orderOf(owner, { items: [{ product: item, quantity: i }] }))
  await orderOf(stranger, { items: [{ product: item, quantity: 1 }] })
})

describe('GET /orders/my-orders', () => {
  it('lists only my orders, newest first, 10 per page by default', async () => {
    const { status, body } = await call<ListAnswer>('/orders/my-orders', { token: owner.token })
    expect(status).toBe(200)
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2 })
    expect(body.data.orders.map((o) => o.items[0]?.quantity)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3])
    expect(body.data.orders.every((o) => o.user === owner.user._id && o.canBeCancelled === true)).toBe(true)
    const second = await call<ListAnswer>('/orders/my-orders?page=2&limit=10', { token: owner.token })
    expect(second.body.data.orders.map((o) => o.items[0]?.quantity)).toEqual([2, 1])
    expect(second.body.pagination).toEqual({ page: 2, limit: 10, total: 12, pages: 2 })
  })

  it("never shows another user's orders", async () => {
    const { body } = await call<ListAnswer>('/orders/my-orders', { token: stranger.token })
    expect(body.pagination?.total).toBe(1)
    expect(body.data.orders.map((o) => o.user)).toEqual([stranger.user._id])
  })

  it('checks page and limit', async () => {
    const { status } = await call('/orders/my-orders?limit=0', { token: owner.token })
    expect(status).toBe(400)
    expect((await call('/orders/my-orders')).status).toBe(401)
  })
})

describe('GET /orders/{id} and /orders/number/{number}', () => {
  it('answer my order with its WhatsApp link', async () => {
    const mine = ownOrders[0]!
    const byId = await call<OrderAnswer>(`/orders/${mine._id}`, { token: owner.token })
    expect(byId.status).toBe(200)
    expect(byId.body.data).toEqual({ order: mine, whatsappUrl: null })
    const byNumber = await call<OrderAnswer>(`/orders/number/${mine.orderNumber}`, { token: owner.token })
    expect(byNumber.body.data.order).toEqual(mine)
  })

  it("answer 404 order not found for another user's order", async () => {
    const mine = ownOrders[0]!
    const byId = await call(`/orders/${mine._id}`, { token: stranger.token })
    expect(byId.status).toBe(404)
    expect(byId.body.message).toBe(tr['order.not_found'])
    expect((await call(`/orders/number/${mine.orderNumber}`, { token: stranger.token })).status).toBe(404)
    expect((await call(`/orders/${'0'.repeat(24)}`, { token: owner.token })).status).toBe(404)
  })

  it('let an admin read any order', async () => {
    const admin = await registerCustomer()
    await env.DB.prepare("update users set role = 'admin' where id = ?").bind(admin.user._id).run()
    const { status, body } = await call<OrderAnswer>(`/orders/${ownOrders[0]!._id}`, { token: admin.token })
    expect(status).toBe(200)
    expect(body.data.order.user).toBe(owner.user._id)
  })
})
