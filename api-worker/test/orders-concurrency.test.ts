import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { registerCustomer } from './helpers/api'
import { createOrder, product, stockOf } from './helpers/orders'

async function ordersFor(productId: string): Promise<number> {
  const row = await env.DB.prepare(
    'select count(*) as n, coalesce(sum(quantity), 0) as units from order_items where product_id = ?',
  )
    .bind(productId)
    .first<{ n: number; units: number }>()
  return row?.units ?? 0
}

describe('concurrent orders', () => {
  it('50 parallel orders of 1 unit for a stock of 10: exactly 10 succeed, stock 0, the rest 409', async () => {
    const customers = await Promise.all(Array.from({ length: 5 }, () => registerCustomer()))
    const scarce = await product({ name: 'Son Stok Frez', stock: 10 })
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createOrder(customers[i % customers.length]!, { items: [{ product: scarce, quantity: 1 }] }),
      ),
    )
    const statuses = results.map((result) => result.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(10)
    expect(statuses.filter((status) => status === 409)).toHaveLength(40)
    for (const refused of results.filter((result) => result.status === 409)) {
      expect(refused.body.message).toBe('Son Stok Frez için yeterli stok yok (stokta 0 adet var)')
    }
    expect(await stockOf(scarce)).toBe(0)
    expect(await ordersFor(scarce)).toBe(10)
    const numbers = new Set(results.filter((r) => r.status === 201).map((r) => r.body.data.order.orderNumber))
    expect(numbers.size).toBe(10)
  })

  it('orders of several products either all take stock or none does', async () => {
    const customer = await registerCustomer()
    const common = await product({ stock: 100 })
    const scarce = await product({ stock: 3 })
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        createOrder(customer, {
          items: [
            { product: common, quantity: 2 },
            { product: scarce, quantity: 1 },
          ],
        }),
      ),
    )
    expect(results.filter((result) => result.status === 201)).toHaveLength(3)
    expect(await stockOf(scarce)).toBe(0)
    // Only the three orders that went through took their 2 units each of the common product.
    expect(await stockOf(common)).toBe(94)
  })

  it('a race with a price change or deactivation between reading and writing never sells at a stale price', async () => {
    const customer = await registerCustomer()
    const item = await product({ price: 100, stock: 1000 })
    const orders = Array.from({ length: 20 }, () =>
      createOrder(customer, { items: [{ product: item, quantity: 1 }] }),
    )
    await env.DB.prepare('update products set price = 20000, effective_price = 20000 where id = ?')
      .bind(item)
      .run()
    const results = await Promise.all(orders)
    for (const result of results) {
      expect(result.status).toBe(201)
      const order = result.body.data.order
      const row = await env.DB.prepare('select unit_price from order_items where order_id = ?')
        .bind(order._id)
        .first<{ unit_price: number }>()
      // Whatever price the order was written at is the one its total was computed from.
      expect(order.items[0]?.price).toBe((row?.unit_price ?? 0) / 100)
      expect(order.subtotal).toBe(order.items[0]?.price)
    }
    expect(await stockOf(item)).toBe(980)
  })
})

describe('Idempotency-Key', () => {
  const key = () => `order-${crypto.randomUUID()}`

  it('20 parallel submits with one key create one order, and all answer it', async () => {
    const customer = await registerCustomer()
    const item = await product({ stock: 100 })
    const idempotencyKey = key()
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        createOrder(
          customer,
          { items: [{ product: item, quantity: 2 }] },
          { 'Idempotency-Key': idempotencyKey },
        ),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201))
    const ids = new Set(results.map((r) => r.body.data.order._id))
    expect(ids.size).toBe(1)
    expect(results.filter((r) => r.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(19)
    expect(await stockOf(item)).toBe(98)
    const count = await env.DB.prepare('select count(*) as n from orders where user_id = ?')
      .bind(customer.user._id)
      .first<{ n: number }>()
    expect(count?.n).toBe(1)
  })

  it('a retry answers the same order, even after its stock has run out', async () => {
    const customer = await registerCustomer()
    const item = await product({ stock: 1 })
    const headers = { 'Idempotency-Key': key() }
    const body = { items: [{ product: item, quantity: 1 }], notes: 'Kapıya bırakın' }
    const first = await createOrder(customer, body, headers)
    const retry = await createOrder(customer, { ...body, items: [{ quantity: 1, product: item }] }, headers)
    expect(first.status).toBe(201)
    expect(retry.status).toBe(201)
    expect(retry.body.data).toEqual(first.body.data)
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await stockOf(item)).toBe(0)
  })

  it('the same key with another body is 422 and creates nothing', async () => {
    const customer = await registerCustomer()
    const item = await product({ stock: 10 })
    const headers = { 'Idempotency-Key': key() }
    await createOrder(customer, { items: [{ product: item, quantity: 1 }] }, headers)
    const changed = await createOrder(customer, { items: [{ product: item, quantity: 2 }] }, headers)
    expect(changed.status).toBe(422)
    expect(changed.body.message).toBe('Bu istek anahtarı farklı bir sipariş için kullanılmış')
    const otherAddress = await createOrder(
      customer,
      { items: [{ product: item, quantity: 1 }], notes: 'başka' },
      headers,
    )
    expect(otherAddress.status).toBe(422)
    expect(await stockOf(item)).toBe(9)
  })

  it('keys belong to one user: another user with the same key gets an order of their own', async () => {
    const [one, two] = await Promise.all([registerCustomer(), registerCustomer()])
    const item = await product({ stock: 10 })
    const headers = { 'Idempotency-Key': key() }
    const first = await createOrder(one, { items: [{ product: item, quantity: 1 }] }, headers)
    const second = await createOrder(two, { items: [{ product: item, quantity: 1 }] }, headers)
    expect(second.status).toBe(201)
    expect(second.body.data.order._id).not.toBe(first.body.data.order._id)
    expect(second.body.data.order.user).toBe(two.user._id)
  })

  it('without a key, two submits are two orders; a malformed key is 400', async () => {
    const customer = await registerCustomer()
    const item = await product({ stock: 10 })
    await createOrder(customer, { items: [{ product: item, quantity: 1 }] })
    await createOrder(customer, { items: [{ product: item, quantity: 1 }] })
    expect(await stockOf(item)).toBe(8)
    const bad = await createOrder(
      customer,
      { items: [{ product: item, quantity: 1 }] },
      { 'Idempotency-Key': 'a'.repeat(201) },
    )
    expect(bad.status).toBe(400)
  })
})
