import { exports } from 'cloudflare:workers'
import type { OrderAnswer, OrderQuote } from '@shop/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { clearAllSettings } from './helpers/admin-settings'
import { type Customer, call, registerCustomer, validAddress } from './helpers/api'
import { en, tr } from './helpers/messages'
import { createOrder, type OrderBody, product, stockOf, storeSettings } from './helpers/orders'
import { userWithRole } from './helpers/staff'

afterEach(clearAllSettings)

/** A quote as a signed-in customer, or as a visitor (null): the route is public. */
const quote = (customer: Customer | null, body: OrderBody, headers: Record<string, string> = {}) =>
  call<OrderQuote>('/orders/quote', { token: customer?.token ?? null, body, headers })

const TOTALS = ['subtotal', 'shippingCost', 'taxAmount', 'discountAmount', 'totalAmount'] as const

/** Quotes the cart, then orders it: the quote must name exactly the amounts the order stores. */
async function quoteThenOrder(items: OrderBody['items']) {
  const customer = await registerCustomer()
  const quoted = await quote(customer, { items })
  expect(quoted.status).toBe(200)
  const ordered = await createOrder(customer, { items })
  expect(ordered.status).toBe(201)
  const order = (ordered.body.data as OrderAnswer).order
  for (const field of TOTALS) expect(quoted.body.data[field], field).toBe(order[field])
  return { quote: quoted.body.data, order }
}

describe('POST /orders/quote', () => {
  it('names the totals the order then stores, with each line priced by the discount rule, and writes nothing', async () => {
    const mirror = await product({ price: 50, stock: 10 })
    const file = await product({ price: 40, discountPrice: 32.5, stock: 5 })
    const customer = await registerCustomer()
    const items = [
      { product: mirror, quantity: 1 },
      { product: file, quantity: 2 },
    ]
    const before = await quote(customer, { items, shippingAddress: validAddress })
    expect(before.status).toBe(200)
    // Quoting twice takes no stock and creates no order.
    await quote(customer, { items })
    expect(await stockOf(file)).toBe(5)
    expect((await call('/orders/my-orders', { token: customer.token })).body.data).toEqual({ orders: [] })

    expect(before.body.data).toMatchObject({
      subtotal: 115,
      shippingCost: 15,
      taxAmount: 23.4,
      taxRatePercent: 18,
      discountAmount: 0,
      totalAmount: 153.4,
      canOrder: true,
    })
    expect(before.body.data.lines).toEqual([
      expect.objectContaining({
        product: mirror,
        quantity: 1,
        price: 50,
        discountPrice: null,
        unitPrice: 50,
      }),
      {
        product: file,
        quantity: 2,
        sku: expect.any(String),
        price: 40,
        discountPrice: 32.5,
        unitPrice: 32.5,
        total: 65,
        stock: 5,
        isActive: true,
        problem: null,
        message: null,
      },
    ])
    const { order } = await quoteThenOrder(items)
    expect(order.totalAmount).toBe(153.4)
  })

  it('follows the free-shipping threshold exactly as the order does', async () => {
    const kit = await product({ price: 150, stock: 10 })
    const below = await product({ price: 149.99, stock: 10 })
    expect((await quoteThenOrder([{ product: kit, quantity: 1 }])).quote).toMatchObject({
      shippingCost: 0,
      totalAmount: 177,
    })
    expect((await quoteThenOrder([{ product: below, quantity: 1 }])).quote).toMatchObject({
      shippingCost: 15,
    })
  })

  it('takes shipping and the tax rate from the settings, as the order does', async () => {
    await storeSettings('shipping', {
      freeShippingThreshold: 1000,
      standardShippingCost: 49.99,
      taxRatePercent: 20,
    })
    const kit = await product({ price: 150, stock: 10 })
    const { quote: quoted } = await quoteThenOrder([{ product: kit, quantity: 3 }])
    // 450 + 49,99 = 499,99; 20% = 99,998 → 100,00.
    expect(quoted).toMatchObject({
      subtotal: 450,
      shippingCost: 49.99,
      taxAmount: 100,
      taxRatePercent: 20,
      totalAmount: 599.99,
    })
  })

  it('flags each line that cannot be ordered with the storefront texts and prices only the rest', async () => {
    const customer = await registerCustomer()
    const fine = await product({ price: 100, stock: 10 })
    const retired = await product({ name: 'Eski Frez', price: 80, isActive: false })
    const soldOut = await product({ price: 60, stock: 0 })
    const scarce = await product({ price: 20, discountPrice: 15, stock: 2 })
    const items = [
      { product: fine, quantity: 1 },
      { product: 'yok-boyle-bir-urun', quantity: 1 },
      { product: retired, quantity: 1 },
      { product: soldOut, quantity: 1 },
      { product: scarce, quantity: 5 },
    ]
    const { status, body } = await quote(customer, { items })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ subtotal: 100, shippingCost: 15, taxAmount: 20.7, totalAmount: 135.7 })
    expect(body.data.canOrder).toBe(false)
    expect(body.data.lines.map((line) => [line.problem, line.message, line.total])).toEqual([
      [null, null, 100],
      ['unknown', 'Ürün bulunamadı: yok-boyle-bir-urun', 0],
      ['inactive', 'Eski Frez artık satışta değil', 0],
      ['out_of_stock', tr['product.out_of_stock'], 0],
      ['insufficient_stock', 'Maksimum 2 adet ekleyebilirsiniz', 0],
    ])
    expect(body.data.lines[1]).toMatchObject({
      sku: null,
      price: null,
      unitPrice: null,
      stock: null,
      isActive: false,
    })
    expect(body.data.lines[2]).toMatchObject({ price: 80, stock: 10, isActive: false })
    expect(body.data.lines[4]).toMatchObject({ price: 20, discountPrice: 15, unitPrice: 15, stock: 2 })

    // The order refuses the same cart, on the first line the quote flagged.
    const refused = await createOrder(customer, { items })
    expect(refused.status).toBe(409)
    expect(refused.body.errors?.[0]?.field).toBe('items.1')
  })

  it("words the line problems in the caller's language", async () => {
    const customer = await registerCustomer()
    const scarce = await product({ stock: 3 })
    const soldOut = await product({ stock: 0 })
    const { body } = await quote(
      customer,
      {
        items: [
          { product: scarce, quantity: 4 },
          { product: soldOut, quantity: 1 },
        ],
      },
      { 'Accept-Language': 'en' },
    )
    expect(body.data.lines.map((line) => line.message)).toEqual([
      en['product.max_stock'].replace('{stock}', '3'),
      en['product.out_of_stock'],
    ])
  })

  it.each([
    ['an empty cart', { items: [] }, 'items', 'order.items_required'],
    [
      'a zero quantity',
      { items: [{ product: 'p', quantity: 0 }] },
      'items.0.quantity',
      'order.quantity_invalid',
    ],
    [
      '1000 units',
      { items: [{ product: 'p', quantity: 1000 }] },
      'items.0.quantity',
      'order.quantity_invalid',
    ],
    [
      'a product twice',
      {
        items: [
          { product: 'p', quantity: 1 },
          { product: 'p', quantity: 2 },
        ],
      },
      'items',
      'order.duplicate_item',
    ],
    [
      '51 lines',
      { items: Array.from({ length: 51 }, (_, index) => ({ product: `p${index}`, quantity: 1 })) },
      'items',
      'order.too_many_items',
    ],
    [
      'an address without a name',
      { items: [{ product: 'p', quantity: 1 }], shippingAddress: { ...validAddress, fullName: ' ' } },
      'shippingAddress.fullName',
      null,
    ],
  ] as const)('refuses %s with 400 in the error envelope', async (_case, body, field, key) => {
    const { status, body: answer } = await quote(null, body as OrderBody)
    expect(status).toBe(400)
    expect(answer.success).toBe(false)
    expect(answer.message).toEqual(expect.any(String))
    const error = answer.errors?.find((entry) => entry.field === field)
    expect(error, JSON.stringify(answer.errors)).toBeDefined()
    if (key) expect(error?.message).toBe(tr[key])
  })

  it('answers a visitor (no login, no address) exactly what it answers a signed-in shopper', async () => {
    const kit = await product({ price: 120, discountPrice: 99.9, stock: 4 })
    const soldOut = await product({ price: 60, stock: 0 })
    const items = [
      { product: kit, quantity: 2 },
      { product: soldOut, quantity: 1 },
    ]
    const visitor = await quote(null, { items })
    expect(visitor.status).toBe(200)
    const customer = await quote(await registerCustomer(), { items, shippingAddress: validAddress })
    expect(visitor.body.data).toEqual(customer.body.data)
    expect(visitor.body.data).toMatchObject({ subtotal: 199.8, shippingCost: 0, canOrder: false })
    expect(visitor.body.data.lines.map((line) => [line.unitPrice, line.stock, line.problem])).toEqual([
      [99.9, 4, null],
      [60, 0, 'out_of_stock'],
    ])
  })

  it("flags a visitor's unknown product on its line instead of failing", async () => {
    const { status, body } = await quote(null, { items: [{ product: 'silinmis-urun', quantity: 1 }] })
    expect(status).toBe(200)
    expect(body.data.canOrder).toBe(false)
    expect(body.data.lines).toEqual([
      expect.objectContaining({ product: 'silinmis-urun', problem: 'unknown', unitPrice: null, total: 0 }),
    ])
    expect(body.data).toMatchObject({ subtotal: 0, totalAmount: expect.any(Number) })
  })

  it("refuses a visitor's bad input with 400 and a message, and a body that is not JSON", async () => {
    const bad = await quote(null, { items: [{ product: 'p', quantity: 1000 }] })
    expect(bad.status).toBe(400)
    expect(bad.body.errors?.[0]).toEqual({ field: 'items.0.quantity', message: tr['order.quantity_invalid'] })
    const english = await quote(null, { items: [] }, { 'Accept-Language': 'en' })
    expect(english.body.errors?.[0]?.message).toBe(en['order.items_required'])
    const garbled = await exports.default.fetch('http://shop.test/api/orders/quote', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"items": [',
    })
    expect(garbled.status).toBe(400)
    expect(((await garbled.json()) as { message: string }).message).toEqual(expect.any(String))
  })

  it('refuses a body far larger than 50 lines can be before reading it', async () => {
    const items = Array.from({ length: 400 }, (_, index) => ({
      product: `p${index}-${'x'.repeat(60)}`,
      quantity: 1,
    }))
    const { status, body } = await quote(null, { items })
    expect(status).toBe(413)
    expect(body).toMatchObject({ success: false, message: tr['order.too_many_items'] })
  })

  it('keeps answering in maintenance mode, while the order itself is refused', async () => {
    const admin = await (await userWithRole('admin')).token()
    const maintenance = await call('/settings/maintenance', {
      method: 'PATCH',
      body: { isEnabled: true, message: { tr: 'Bakımdayız', en: 'Under maintenance' } },
      token: admin,
    })
    expect(maintenance.status).toBe(200)
    const customer = await registerCustomer()
    const items = [{ product: await product({ price: 100 }), quantity: 1 }]
    const quoted = await quote(customer, { items })
    expect(quoted.status).toBe(200)
    expect(quoted.body.data.totalAmount).toBe(135.7)
    expect((await createOrder(customer, { items })).status).toBe(503)
  })
})
