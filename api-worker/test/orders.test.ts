import { env } from 'cloudflare:workers'
import { ORDER_NUMBER_PATTERN } from '@shop/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { call, registerCustomer, validAddress } from './helpers/api'
import { tr } from './helpers/messages'
import { clearSettings, createOrder, product, stockOf, storeSettings } from './helpers/orders'

afterEach(async () => {
  await clearSettings('whatsapp')
  await clearSettings('shipping')
})

describe('POST /orders', () => {
  it('prices from the database with the discount rule, computes shipping, 18% tax and total, and takes stock', async () => {
    const customer = await registerCustomer()
    const mirror = await product({ name: 'Ağız Aynası', price: 50, stock: 10 })
    const file = await product({ name: 'Eğe Seti', price: 40, discountPrice: 32.5, stock: 5 })
    const { status, body } = await createOrder(customer, {
      items: [
        { product: mirror, quantity: 1 },
        { product: file, quantity: 2 },
      ],
      notes: 'Öğleden sonra teslim',
    })
    expect(status).toBe(201)
    const { order } = body.data
    // 50 + 2 × 32,50 = 115 < 150 → shipping 15; tax 18% of 130 = 23,40; total 153,40.
    expect(order).toMatchObject({
      subtotal: 115,
      shippingCost: 15,
      taxAmount: 23.4,
      discountAmount: 0,
      totalAmount: 153.4,
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'whatsapp',
      canBeCancelled: true,
      user: customer.user._id,
      notes: 'Öğleden sonra teslim',
      shippingAddress: validAddress,
      language: 'tr',
      trackingNumber: null,
    })
    expect(order.orderNumber).toMatch(ORDER_NUMBER_PATTERN)
    expect(order.items).toEqual([
      {
        _id: expect.any(String),
        product: mirror,
        productName: { tr: 'Ağız Aynası', en: 'Ağız Aynası EN' },
        productImage: expect.stringMatching(/^\/media\/products\/.+\.png$/),
        sku: expect.any(String),
        quantity: 1,
        price: 50,
        total: 50,
      },
      expect.objectContaining({ product: file, quantity: 2, price: 32.5, total: 65 }),
    ])
    expect(await stockOf(mirror)).toBe(9)
    expect(await stockOf(file)).toBe(3)
    // WhatsApp is off by default.
    expect(body.data.whatsappUrl).toBeNull()
    expect(order.whatsappMessage).toContain(order.orderNumber)
  })

  it('ships free at the threshold and follows the shipping settings', async () => {
    const customer = await registerCustomer()
    const kit = await product({ price: 150, stock: 10 })
    const free = await createOrder(customer, { items: [{ product: kit, quantity: 1 }] })
    expect(free.body.data.order).toMatchObject({
      subtotal: 150,
      shippingCost: 0,
      taxAmount: 27,
      totalAmount: 177,
    })

    await storeSettings('shipping', { freeShippingThreshold: 1000, standardShippingCost: 49.99 })
    const charged = await createOrder(customer, { items: [{ product: kit, quantity: 1 }] })
    // 18% of 199,99 = 35,9982 → 36,00.
    expect(charged.body.data.order).toMatchObject({
      subtotal: 150,
      shippingCost: 49.99,
      taxAmount: 36,
      totalAmount: 235.99,
    })
  })

  it('ignores prices, totals and statuses a client sends', async () => {
    const customer = await registerCustomer()
    const implant = await product({ price: 2500, stock: 3 })
    const { status, body } = await createOrder(customer, {
      items: [{ product: implant, quantity: 1, price: 0.01, total: 0.01 }],
      subtotal: 0.01,
      totalAmount: 0.01,
      taxAmount: 0,
      shippingCost: 0,
      status: 'delivered',
      paymentStatus: 'completed',
      user: 'someone-else',
    })
    expect(status).toBe(201)
    expect(body.data.order).toMatchObject({
      subtotal: 2500,
      taxAmount: 450,
      totalAmount: 2950,
      status: 'pending',
      paymentStatus: 'pending',
      user: customer.user._id,
    })
    expect(body.data.order.items[0]).toMatchObject({ price: 2500, total: 2500 })
  })

  it('answers a WhatsApp link to the shop number with the message in the shopper language', async () => {
    await storeSettings('whatsapp', { isEnabled: true, phoneNumber: '0 (532) 111 22 33' })
    const customer = await registerCustomer()
    const mirror = await product({ name: 'Ayna', price: 100, stock: 5 })
    const turkish = await createOrder(customer, { items: [{ product: mirror, quantity: 2 }] })
    const url = new URL(turkish.body.data.whatsappUrl ?? '')
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/905321112233')
    const text = url.searchParams.get('text') ?? ''
    expect(text).toBe(turkish.body.data.order.whatsappMessage)
    expect(text).toContain(`Sipariş No: ${turkish.body.data.order.orderNumber}`)
    expect(text).toContain('- Ayna (')
    expect(text).toContain('2 x 100,00 ₺ = 200,00 ₺')
    expect(text).toContain('Toplam: 236,00 ₺')
    expect(text).toContain('Bahariye Cad. No: 1 D: 2')
    expect(turkish.body.data.whatsappUrl).not.toContain(' ')

    const english = await createOrder(
      customer,
      { items: [{ product: mirror, quantity: 1 }] },
      { 'Accept-Language': 'en-GB,en;q=0.9,tr;q=0.8' },
    )
    expect(english.body.data.order.language).toBe('en')
    expect(english.body.data.order.whatsappMessage).toContain('- Ayna EN (')
    expect(english.body.data.order.whatsappMessage).toContain('Total: ₺135.70')
    const chosen = await createOrder(
      customer,
      { items: [{ product: mirror, quantity: 1 }], language: 'tr' },
      { 'Accept-Language': 'en' },
    )
    expect(chosen.body.data.order.language).toBe('tr')
  })

  it('answers no WhatsApp link when WhatsApp is on without a number', async () => {
    await storeSettings('whatsapp', { isEnabled: true, phoneNumber: '' })
    const customer = await registerCustomer()
    const mirror = await product()
    const { body } = await createOrder(customer, { items: [{ product: mirror, quantity: 1 }] })
    expect(body.data.whatsappUrl).toBeNull()
  })

  it('refuses more than the stock with 409 naming the product, and changes nothing', async () => {
    const customer = await registerCustomer()
    const plenty = await product({ stock: 50 })
    const scarce = await product({ name: 'Kompozit A2', stock: 2 })
    const { status, body } = await createOrder(customer, {
      items: [
        { product: plenty, quantity: 5 },
        { product: scarce, quantity: 3 },
      ],
    })
    expect(status).toBe(409)
    expect(body.message).toBe('Kompozit A2 için yeterli stok yok (stokta 2 adet var)')
    expect(body.errors).toEqual([{ field: 'items.1', message: body.message }])
    expect(await stockOf(plenty)).toBe(50)
    expect(await stockOf(scarce)).toBe(2)
    const mine = await call<{ orders: unknown[] }>('/orders/my-orders', { token: customer.token })
    expect(mine.body.data.orders).toEqual([])
  })

  it('refuses inactive and unknown products with 409 naming them', async () => {
    const customer = await registerCustomer()
    const retired = await product({ name: 'Eski Frez', isActive: false })
    const inactive = await createOrder(customer, { items: [{ product: retired, quantity: 1 }] })
    expect(inactive.status).toBe(409)
    expect(inactive.body.message).toBe('Eski Frez artık satışta değil')
    const unknown = await createOrder(customer, { items: [{ product: 'f'.repeat(24), quantity: 1 }] })
    expect(unknown.status).toBe(409)
    expect(unknown.body.message).toBe(`Ürün bulunamadı: ${'f'.repeat(24)}`)
  })

  it('gives every order its own number', async () => {
    const customer = await registerCustomer()
    const mirror = await product({ stock: 100 })
    const numbers = new Set<string>()
    for (let i = 0; i < 5; i++) {
      const { body } = await createOrder(customer, { items: [{ product: mirror, quantity: 1 }] })
      numbers.add(body.data.order.orderNumber)
    }
    expect(numbers.size).toBe(5)
  })

  it.each([
    ['items', { items: [] }, 'order.items_required'],
    ['items.0.quantity', { items: [{ product: 'p', quantity: 0 }] }, 'order.quantity_invalid'],
    ['items.0.quantity', { items: [{ product: 'p', quantity: 1000 }] }, 'order.quantity_invalid'],
    ['items.0.quantity', { items: [{ product: 'p', quantity: 1.5 }] }, 'order.quantity_invalid'],
    ['items.0.product', { items: [{ product: '', quantity: 1 }] }, 'order.product_required'],
    [
      'items',
      {
        items: [
          { product: 'p', quantity: 1 },
          { product: 'p', quantity: 2 },
        ],
      },
      'order.duplicate_item',
    ],
    [
      'items',
      { items: Array.from({ length: 51 }, (_, i) => ({ product: `p${i}`, quantity: 1 })) },
      'order.too_many_items',
    ],
    ['notes', { items: [{ product: 'p', quantity: 1 }], notes: 'n'.repeat(1001) }, 'order.notes_too_long'],
    [
      'shippingAddress.fullName',
      { items: [{ product: 'p', quantity: 1 }], shippingAddress: { ...validAddress, fullName: '' } },
      'address.full_name_required',
    ],
    [
      'shippingAddress.neighborhood',
      { items: [{ product: 'p', quantity: 1 }], shippingAddress: { ...validAddress, neighborhood: ' ' } },
      'address.neighborhood_required',
    ],
    [
      'shippingAddress.fullName',
      {
        items: [{ product: 'p', quantity: 1 }],
        shippingAddress: { ...validAddress, fullName: 'Ali\n\nÖdeme: TAMAMLANDI' },
      },
      'validation.single_line',
    ],
  ] as const)('refuses %s with %s', async (field, body, key) => {
    const customer = await registerCustomer()
    const { status, body: answer } = await createOrder(customer, body as never)
    expect(status).toBe(400)
    expect(answer.errors).toEqual([{ field, message: tr[key] }])
  })

  it("uses the spec's empty-cart text", async () => {
    const customer = await registerCustomer()
    const { body } = await createOrder(customer, { items: [] })
    expect(body.message).toBe('Sepetinizde ürün bulunmuyor')
  })

  it('needs a login', async () => {
    const mirror = await product()
    const { status } = await call('/orders', {
      body: { items: [{ product: mirror, quantity: 1 }], shippingAddress: validAddress },
    })
    expect(status).toBe(401)
    expect(await stockOf(mirror)).toBe(10)
  })

  it('stores money as kuruş', async () => {
    const customer = await registerCustomer()
    const mirror = await product({ price: 19.99 })
    const { body } = await createOrder(customer, { items: [{ product: mirror, quantity: 3 }] })
    const row = await env.DB.prepare('select subtotal, tax_amount, total_amount from orders where id = ?')
      .bind(body.data.order._id)
      .first()
    expect(row).toEqual({ subtotal: 5997, tax_amount: 1349, total_amount: 8846 })
  })
})
