import type { AdminSettings, PublicSettings } from '@shop/domain'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { clearAllSettings } from './helpers/admin-settings'
import { type Customer, call, registerCustomer } from './helpers/api'
import { createOrder, product } from './helpers/orders'
import { userWithRole } from './helpers/staff'

let adminToken: string
let customer: Customer

beforeAll(async () => {
  adminToken = await (await userWithRole('admin')).token()
  customer = await registerCustomer()
})

afterEach(clearAllSettings)

const setMaintenance = (body: unknown) =>
  call<{ settings: AdminSettings }>('/settings/maintenance', { method: 'PATCH', body, token: adminToken })

const orderAs = async (token: string, headers: Record<string, string> = {}) =>
  createOrder(
    { ...customer, token },
    { items: [{ product: await product({ price: 100 }), quantity: 1 }] },
    headers,
  )

describe('maintenance mode and new orders', () => {
  const message = {
    tr: 'Envanter sayımı yapıyoruz, 14:00’te döneceğiz.',
    en: 'Stock count in progress, back at 2 pm.',
  }

  it("refuses a customer's order with 503 and the maintenance message in the customer's language", async () => {
    await setMaintenance({ isEnabled: true, message })
    const tr = await orderAs(customer.token)
    expect(tr.status).toBe(503)
    expect(tr.body).toEqual({ success: false, message: message.tr })
    const en = await orderAs(customer.token, { 'Accept-Language': 'en' })
    expect(en.status).toBe(503)
    expect(en.body.message).toBe(message.en)
    const orders = await call<{ orders: unknown[] }>('/orders/my-orders', { token: customer.token })
    expect(orders.body.data.orders).toEqual([])
  })

  it('says the site is under maintenance when the admin wrote no message', async () => {
    await setMaintenance({ isEnabled: true })
    expect((await orderAs(customer.token)).body.message).toBe(
      'Site bakımda; şu anda sipariş alınamıyor. Lütfen daha sonra tekrar deneyin.',
    )
    expect((await orderAs(customer.token, { 'Accept-Language': 'en' })).body.message).toBe(
      'The site is under maintenance; orders cannot be placed right now. Please try again later.',
    )
  })

  it('lets admins and moderators order while it is on, and customers again once it is off', async () => {
    await setMaintenance({ isEnabled: true, message })
    expect((await orderAs(adminToken)).status).toBe(201)
    expect((await orderAs(await (await userWithRole('moderator')).token())).status).toBe(201)
    await setMaintenance({ isEnabled: false })
    expect((await orderAs(customer.token)).status).toBe(201)
  })

  it('is in the public settings for the storefront', async () => {
    await setMaintenance({ isEnabled: true, message })
    const shop = await call<{ settings: PublicSettings }>('/settings/public')
    expect(shop.body.data.settings.maintenance).toEqual({ isEnabled: true, message })
  })
})

describe('the tax rate setting', () => {
  const setTaxRate = (taxRatePercent: number) =>
    call('/settings/category/shipping', {
      method: 'PUT',
      body: { freeShippingThreshold: 150, standardShippingCost: 15, expressShippingCost: 0, taxRatePercent },
      token: adminToken,
    })

  it('is 18 by default', async () => {
    const { body } = await orderAs(customer.token)
    // 100 + 15 shipping = 115; 18% = 20,70.
    expect(body.data.order).toMatchObject({
      subtotal: 100,
      shippingCost: 15,
      taxAmount: 20.7,
      totalAmount: 135.7,
    })
    expect(body.data.order.whatsappMessage).toContain('KDV (%18): 20,70 ₺')
  })

  it('changes the totals of the next order, the rate named in its WhatsApp message, and reaches the shop', async () => {
    expect((await setTaxRate(20)).status).toBe(200)
    const { status, body } = await orderAs(customer.token, { 'Accept-Language': 'en' })
    expect(status).toBe(201)
    // 115 × 20% = 23.
    expect(body.data.order).toMatchObject({
      subtotal: 100,
      shippingCost: 15,
      taxAmount: 23,
      totalAmount: 138,
    })
    expect(body.data.order.whatsappMessage).toContain('VAT (20%): ₺23.00')
    const shop = await call<{ settings: PublicSettings }>('/settings/public')
    expect(shop.body.data.settings.shipping.taxRatePercent).toBe(20)
  })

  it('can be 0 but not over 100', async () => {
    await setTaxRate(0)
    expect((await orderAs(customer.token)).body.data.order).toMatchObject({ taxAmount: 0, totalAmount: 115 })
    const refused = await setTaxRate(100.5)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('KDV oranı 0 ile 100 arasında olmalıdır')
  })

  it('refuses a shipping amount with digits past the kuruş instead of rounding it, and keeps what was stored', async () => {
    const before = await call<{ settings: PublicSettings }>('/settings/public')
    const refused = await call('/settings/category/shipping', {
      method: 'PUT',
      body: {
        freeShippingThreshold: 1.25,
        standardShippingCost: 14.999,
        expressShippingCost: 0,
        taxRatePercent: 18,
      },
      token: adminToken,
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(
      'Tutar en fazla 2 ondalık basamak içerebilir; binlik ayracı kullanmayın (örnek: 1250 ya da 1250,50)',
    )
    const after = await call<{ settings: PublicSettings }>('/settings/public')
    expect(after.body.data.settings.shipping).toEqual(before.body.data.settings.shipping)
  })
})
