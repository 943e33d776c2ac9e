import { env } from 'cloudflare:workers'
import type { OrderDto, PriceChangedDetails } from '@shop/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { type Customer, call, registerCustomer } from './helpers/api'
import { insertRate } from './helpers/content'
import { clearSettings, createOrder, type OrderBody, product, stockOf } from './helpers/orders'

afterEach(async () => {
  await clearSettings('shipping')
  await env.DB.prepare('delete from exchange_rates').run()
})

/** A new price (lira) written straight to the catalogue, as an admin's edit between the quote and the order. */
async function reprice(id: string, lira: number) {
  const kurus = Math.round(lira * 100)
  await env.DB.prepare('update products set price = ?, effective_price = ? where id = ?')
    .bind(kurus, kurus, id)
    .run()
}

const ordersOf = async (customer: Customer) =>
  (await call<{ orders: OrderDto[] }>('/orders/my-orders', { token: customer.token })).body.data.orders

async function quotedTotalKurus(customer: Customer, items: OrderBody['items']) {
  const quoted = await call<{ totalAmount: number }>('/orders/quote', {
    token: customer.token,
    body: { items },
  })
  return Math.round(quoted.body.data.totalAmount * 100)
}

describe('POST /orders with the total the shopper saw', () => {
  it('creates the order when the quoted total is still the price', async () => {
    const id = await product({ price: 50, stock: 4 })
    const customer = await registerCustomer()
    const items = [{ product: id, quantity: 2 }]
    const expectedTotal = await quotedTotalKurus(customer, items)
    // 2 × 50 = 100; shipping 15; 18% of 115 = 20,70 → 135,70 ₺.
    expect(expectedTotal).toBe(13_570)
    const placed = await createOrder(customer, { items, expectedTotal })
    expect(placed.status).toBe(201)
    expect((placed.body.data as { order: OrderDto }).order.totalAmount).toBe(135.7)
    expect(await stockOf(id)).toBe(2)
  })

  it('refuses a total the price no longer gives: 409 with the fresh quote, no order, stock untouched', async () => {
    const id = await product({ price: 50, stock: 4 })
    const customer = await registerCustomer()
    const items = [{ product: id, quantity: 2 }]
    const expectedTotal = await quotedTotalKurus(customer, items)
    await reprice(id, 60)

    const refused = await createOrder(customer, { items, expectedTotal }, { 'Accept-Language': 'tr' })
    expect(refused.status).toBe(409)
    expect(refused.body.success).toBe(false)
    // 2 × 60 = 120; shipping 15; 18% of 135 = 24,30 → 159,30 ₺.
    expect(refused.body.message).toBe('Fiyatlar değişti; lütfen yeni toplamı kontrol edin (159,30 ₺)')
    const details = (refused.body as unknown as { data: PriceChangedDetails }).data
    expect(details.expectedTotal).toBe(135.7)
    expect(details.quote).toMatchObject({ subtotal: 120, totalAmount: 159.3, canOrder: true })
    expect(details.quote.lines).toEqual([
      expect.objectContaining({ product: id, quantity: 2, unitPrice: 60, total: 120 }),
    ])
    expect(await ordersOf(customer)).toEqual([])
    expect(await stockOf(id)).toBe(4)

    // The shopper confirms the new total: the order goes through at it.
    const confirmed = await createOrder(customer, { items, expectedTotal: 15_930 })
    expect(confirmed.status).toBe(201)
    expect((confirmed.body.data as { order: OrderDto }).order.totalAmount).toBe(159.3)
    expect(await stockOf(id)).toBe(2)
  })

  it('words the refusal in English for an English shopper', async () => {
    const id = await product({ price: 50 })
    const customer = await registerCustomer()
    const refused = await createOrder(
      customer,
      { items: [{ product: id, quantity: 1 }], expectedTotal: 1 },
      { 'Accept-Language': 'en' },
    )
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Prices have changed; please check the new total (₺76.70)')
  })

  it('replays an order created under the same key even after the price changed, and refuses no second time', async () => {
    const id = await product({ price: 50, stock: 4 })
    const customer = await registerCustomer()
    const items = [{ product: id, quantity: 1 }]
    const expectedTotal = await quotedTotalKurus(customer, items)
    const headers = { 'Idempotency-Key': `expected-${Date.now()}` }
    const first = await createOrder(customer, { items, expectedTotal }, headers)
    expect(first.status).toBe(201)
    await reprice(id, 70)
    const again = await createOrder(customer, { items, expectedTotal }, headers)
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect((again.body.data as { order: OrderDto }).order._id).toBe(
      (first.body.data as { order: OrderDto })?.order._id,
    )
    expect(await stockOf(id)).toBe(3)
  })

  it('leaves a refused key free: the confirmed retry under a new key creates one order', async () => {
    const id = await product({ price: 50, stock: 4 })
    const customer = await registerCustomer()
    const items = [{ product: id, quantity: 1 }]
    const stale = await quotedTotalKurus(customer, items)
    await reprice(id, 70)
    const key = `refused-${Date.now()}`
    expect(
      (await createOrder(customer, { items, expectedTotal: stale }, { 'Idempotency-Key': key })).status,
    ).toBe(409)
    const fresh = await quotedTotalKurus(customer, items)
    const placed = await createOrder(customer, { items, expectedTotal: fresh }, { 'Idempotency-Key': key })
    expect(placed.status).toBe(201)
    expect(await ordersOf(customer)).toHaveLength(1)
  })

  it('refuses an expected total that is not a whole number of kuruş', async () => {
    const id = await product({ price: 50 })
    const customer = await registerCustomer()
    const refused = await createOrder(customer, {
      items: [{ product: id, quantity: 1 }],
      expectedTotal: 76.7,
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([
      {
        field: 'expectedTotal',
        message: 'Beklenen toplam kuruş cinsinden sıfır veya pozitif bir tam sayı olmalıdır',
      },
    ])
    expect(await ordersOf(customer)).toEqual([])
  })
})

describe('the WhatsApp message for a shopper browsing in another currency', () => {
  it('says in one line that the order is in lira, with the total at the stored rate as an approximation', async () => {
    await insertRate(env.DB, { currency: 'USD', rate: 40 })
    const id = await product({ price: 50 })
    const customer = await registerCustomer()
    const items = [{ product: id, quantity: 2 }]
    const turkish = await createOrder(customer, { items, currency: 'USD', language: 'tr' })
    expect(turkish.status).toBe(201)
    // 135,70 ₺ / 40 = 3,3925 $.
    expect((turkish.body.data as { order: OrderDto }).order.whatsappMessage).toContain(
      'Toplam: 135,70 ₺\nSiparişler Türk lirası ile fiyatlandırılır; ≈ $3,39 (yaklaşık)\n',
    )
    const english = await createOrder(customer, { items, currency: 'USD', language: 'en' })
    expect((english.body.data as { order: OrderDto }).order.whatsappMessage).toContain(
      'Total: ₺135.70\nOrders are priced in Turkish lira; ≈ $3.39 (approximate)\n',
    )
  })

  it('adds no line for lira, or when the currency has no active rate', async () => {
    await insertRate(env.DB, { currency: 'EUR', rate: 45, isActive: false })
    const id = await product({ price: 50 })
    const customer = await registerCustomer()
    for (const currency of ['TRY', 'EUR']) {
      const placed = await createOrder(customer, { items: [{ product: id, quantity: 1 }], currency })
      expect(placed.status).toBe(201)
      expect((placed.body.data as { order: OrderDto }).order.whatsappMessage).not.toContain('≈')
    }
  })
})
