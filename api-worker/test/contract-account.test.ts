import { exports } from 'cloudflare:workers'
import type { AddressDto, OrderItemDto, OrderStatus, Pagination, ProductDto, Role } from '@shop/domain'
import { hc } from 'hono/client'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { AppType } from '../src/app'
import { validAddress } from './helpers/api'
import { product } from './helpers/orders'

const client = hc<AppType>('http://shop.test', {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => exports.default.fetch(input, init),
})

describe('AppType contract for account, orders and wishlist', () => {
  it('types register, profile, order creation, my orders and the wishlist', async () => {
    const email = `contract-${crypto.randomUUID()}@example.com`
    const registered = await client.api.auth.register.$post({
      json: { name: 'Ayşe', email, password: 'secret1' },
    })
    expect(registered.status).toBe(201)
    if (registered.status !== 201) return
    const session = await registered.json()
    expectTypeOf(session.data.token).toEqualTypeOf<string>()
    expectTypeOf(session.data.user.role).toEqualTypeOf<Role>()
    expectTypeOf(session.data.user.addresses).toEqualTypeOf<AddressDto[]>()
    expectTypeOf(session.data.user).not.toHaveProperty('passwordHash')
    const headers = { Authorization: `Bearer ${session.data.token}` }

    const profile = await (await client.api.auth.profile.$get({}, { headers })).json()
    expect(profile.data.user.email).toBe(email)

    const item = await product({ stock: 5 })
    const created = await client.api.orders.$post(
      { json: { items: [{ product: item, quantity: 1 }], shippingAddress: validAddress } },
      { headers },
    )
    expect(created.status).toBe(201)
    const placed = await created.json()
    expectTypeOf(placed.data.whatsappUrl).toEqualTypeOf<string | null>()
    expectTypeOf(placed.data.order.status).toEqualTypeOf<OrderStatus>()
    expectTypeOf(placed.data.order.canBeCancelled).toEqualTypeOf<boolean>()
    expectTypeOf(placed.data.order.items).toEqualTypeOf<OrderItemDto[]>()

    const mine = await (await client.api.orders['my-orders'].$get({ query: {} }, { headers })).json()
    expectTypeOf(mine.pagination).toEqualTypeOf<Pagination | undefined>()
    expect(mine.data.orders.map((order) => order._id)).toEqual([placed.data.order._id])

    const cancelled = await (
      await client.api.orders[':id'].cancel.$patch({ param: { id: placed.data.order._id } }, { headers })
    ).json()
    expect(cancelled.data.order.status).toBe('cancelled')

    const saved = await (await client.api.wishlist.$post({ json: { productId: item } }, { headers })).json()
    expectTypeOf(saved.data.products).toEqualTypeOf<ProductDto[]>()
    expect(saved.data.products.map((p) => p._id)).toEqual([item])
  })
})
