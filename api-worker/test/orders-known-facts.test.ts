import { env } from 'cloudflare:workers'
import type { OrderDto } from '@shop/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { type Customer, call, registerCustomer } from './helpers/api'
import { insertRate } from './helpers/content'
import { tr } from './helpers/messages'
import { clearSettings, createOrder, orderOf, product, stockOf, storeSettings } from './helpers/orders'
import { userWithRole } from './helpers/staff'

/*
 * After a first order, an isolate places the next orders of the same products by what it read then, in one D1 batch
 * that checks every one of those facts again (lib/place-order.ts). Each case below warms that path with one order,
 * changes a fact straight in D1 (as another isolate or an admin would), and checks that the next order follows it.
 */

afterEach(async () => {
  await clearSettings('shipping')
  await clearSettings('whatsapp')
  await env.DB.prepare(`delete from settings where "group" = 'maintenance'`).run()
  await env.DB.prepare('delete from exchange_rates').run()
})

async function sql(statement: string, ...params: unknown[]) {
  await env.DB.prepare(statement)
    .bind(...params)
    .run()
}

async function warmedUp(stock = 100): Promise<{ customer: Customer; item: string }> {
  const customer = await registerCustomer()
  const item = await product({ name: 'Sıcak Ürün', price: 100, stock })
  await orderOf(customer, { items: [{ product: item, quantity: 1 }] })
  return { customer, item }
}

const orderCount = async (userId: string) =>
  (
    await env.DB.prepare('select count(*) as n from orders where user_id = ?')
      .bind(userId)
      .first<{ n: number }>()
  )?.n

describe('an order placed by facts the isolate already read', () => {
  it('copies the name, SKU and image the product has now', async () => {
    const { customer, item } = await warmedUp()
    await sql(
      `update products set name = ?, sku = 'YENI-SKU-' || id, images = '["/media/products/yeni.png"]' where id = ?`,
      JSON.stringify({ tr: 'Yeni Ad', en: 'New Name' }),
      item,
    )
    const order = await orderOf(customer, { items: [{ product: item, quantity: 1 }] })
    expect(order.items[0]).toMatchObject({
      productName: { tr: 'Yeni Ad', en: 'New Name' },
      sku: `YENI-SKU-${item}`,
      productImage: '/media/products/yeni.png',
    })
    expect(order.whatsappMessage).toContain('- Yeni Ad (')
  })

  it('charges the price the product has now', async () => {
    const { customer, item } = await warmedUp()
    await sql('update products set price = 12000, effective_price = 12000 where id = ?', item)
    const order = await orderOf(customer, { items: [{ product: item, quantity: 1 }] })
    // 120 + shipping 15; 18% of 135 = 24,30 → 159,30.
    expect(order).toMatchObject({ subtotal: 120, shippingCost: 15, totalAmount: 159.3 })
  })

  it('follows the shipping settings and the WhatsApp number as they are now', async () => {
    const { customer, item } = await warmedUp()
    await storeSettings('shipping', { freeShippingThreshold: 50, standardShippingCost: 10 })
    await storeSettings('whatsapp', { isEnabled: true, phoneNumber: '0 (532) 111 22 33' })
    const { status, body } = await createOrder(customer, { items: [{ product: item, quantity: 1 }] })
    expect(status).toBe(201)
    expect(body.data.order).toMatchObject({ subtotal: 100, shippingCost: 0, totalAmount: 118 })
    expect(body.data.whatsappUrl).toMatch(/^https:\/\/wa\.me\/905321112233\?text=/)
  })

  it('converts the approximate total at the rate active now', async () => {
    await insertRate(env.DB, { currency: 'USD', rate: 40 })
    const customer = await registerCustomer()
    const item = await product({ price: 50, stock: 100 })
    const items = [{ product: item, quantity: 2 }]
    const first = await orderOf(customer, { items, currency: 'USD' })
    expect(first.whatsappMessage).toContain('≈ $3,39 (yaklaşık)')
    await sql(`update exchange_rates set rate = 25 where target_currency = 'USD'`)
    const second = await orderOf(customer, { items, currency: 'USD' })
    // 135,70 ₺ / 25 = 5,428 $.
    expect(second.whatsappMessage).toContain('≈ $5,43 (yaklaşık)')
  })

  it('is refused while maintenance is on, and still taken from staff', async () => {
    const { customer, item } = await warmedUp()
    const staffToken = await (await userWithRole('moderator')).token()
    await sql(
      `insert into settings ("group", value) values ('maintenance', ?)
       on conflict ("group") do update set value = excluded.value`,
      JSON.stringify({ isEnabled: true, message: { tr: 'Bakımdayız' } }),
    )
    const refused = await createOrder(customer, { items: [{ product: item, quantity: 1 }] })
    expect(refused.status).toBe(503)
    expect(refused.body.message).toBe('Bakımdayız')
    expect(await stockOf(item)).toBe(99)
    const byStaff = await createOrder(
      { ...customer, token: staffToken },
      { items: [{ product: item, quantity: 1 }] },
    )
    expect(byStaff.status).toBe(201)
  })

  it('refuses a product that ran out since, naming the stock there is', async () => {
    const { customer, item } = await warmedUp()
    await sql('update products set stock = 0 where id = ?', item)
    const { status, body } = await createOrder(customer, { items: [{ product: item, quantity: 1 }] })
    expect(status).toBe(409)
    expect(body.message).toBe('Sıcak Ürün için yeterli stok yok (stokta 0 adet var)')
    expect(await stockOf(item)).toBe(0)
  })

  it('refuses a product deactivated or deleted since', async () => {
    const { customer, item } = await warmedUp()
    await sql('update products set is_active = 0 where id = ?', item)
    const inactive = await createOrder(customer, { items: [{ product: item, quantity: 1 }] })
    expect(inactive.status).toBe(409)
    expect(inactive.body.message).toBe('Sıcak Ürün artık satışta değil')
    await sql('delete from products where id = ?', item)
    const deleted = await createOrder(customer, { items: [{ product: item, quantity: 1 }] })
    expect(deleted.status).toBe(409)
    expect(deleted.body.message).toBe(`Ürün bulunamadı: ${item}`)
    expect(await orderCount(customer.user._id)).toBe(1)
  })
})

describe('the session of an order placed by known facts', () => {
  it('is checked inside the batch: after logout nothing is written and the answer is 401', async () => {
    const { customer, item } = await warmedUp()
    const logout = await call('/auth/logout', { method: 'POST', token: customer.token })
    expect(logout.status).toBeLessThan(300)
    const { status, body } = await createOrder(customer, { items: [{ product: item, quantity: 1 }] })
    expect(status).toBe(401)
    expect(body.message).toBe(tr['error.session_expired'])
    expect(await stockOf(item)).toBe(99)
    expect(await orderCount(customer.user._id)).toBe(1)
  })

  it('fails the same way for a deactivated user and an expired session', async () => {
    const deactivated = await warmedUp()
    await sql('update users set is_active = 0 where id = ?', deactivated.customer.user._id)
    const expired = await warmedUp()
    await sql(
      `update sessions set expires_at = '2000-01-01T00:00:00.000Z' where user_id = ?`,
      expired.customer.user._id,
    )
    for (const { customer, item } of [deactivated, expired]) {
      const { status } = await createOrder(customer, { items: [{ product: item, quantity: 1 }] })
      expect(status).toBe(401)
      expect(await stockOf(item)).toBe(99)
      expect(await orderCount(customer.user._id)).toBe(1)
    }
  })

  it('answers 401, not 400, to a bad body or key from a session that is no longer open', async () => {
    const { customer, item } = await warmedUp()
    const badBody = { items: [] }
    const badKey = { 'Idempotency-Key': 'a'.repeat(201) }
    expect((await createOrder(customer, badBody)).status).toBe(400)
    expect((await createOrder(customer, { items: [{ product: item, quantity: 1 }] }, badKey)).status).toBe(
      400,
    )
    await call('/auth/logout', { method: 'POST', token: customer.token })
    expect((await createOrder(customer, badBody)).status).toBe(401)
    expect((await createOrder(customer, { items: [{ product: item, quantity: 1 }] }, badKey)).status).toBe(
      401,
    )
  })

  it('answers 401 to a token that does not verify, before reading anything', async () => {
    const { customer, item } = await warmedUp()
    const [header, payload] = customer.token.split('.')
    const forged = { ...customer, token: `${header}.${payload}.${'A'.repeat(43)}` }
    const { status, body } = await createOrder(forged, { items: [{ product: item, quantity: 1 }] })
    expect(status).toBe(401)
    expect(body.message).toBe(tr['error.session_expired'])
    expect(await stockOf(item)).toBe(99)
  })
})

describe('replays of an order placed by known facts', () => {
  it('answer the stored order exactly as the first answer was', async () => {
    const { customer, item } = await warmedUp()
    const headers = { 'Idempotency-Key': `known-${crypto.randomUUID()}` }
    const body = { items: [{ product: item, quantity: 2 }], notes: 'Kapıya bırakın' }
    const first = await createOrder(customer, body, headers)
    const again = await createOrder(customer, body, headers)
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(again.body.data).toEqual(first.body.data)
    const read = await call<{ order: OrderDto }>(`/orders/${first.body.data.order._id}`, {
      token: customer.token,
    })
    expect(read.body.data.order).toEqual(first.body.data.order)
    expect(await stockOf(item)).toBe(97)
  })
})
