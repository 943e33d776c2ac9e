import { env } from 'cloudflare:workers'
import type { ProductDto } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { type Customer, call, registerCustomer } from './helpers/api'
import { product } from './helpers/orders'

type Answer = { products: ProductDto[] }

const list = (customer: Customer) => call<Answer>('/wishlist', { token: customer.token })
const save = (customer: Customer, productId: string) =>
  call<Answer>('/wishlist', { token: customer.token, body: { productId } })
const drop = (customer: Customer, productId: string) =>
  call<Answer>(`/wishlist/${productId}`, { method: 'DELETE', token: customer.token })

describe('wishlist', () => {
  it('saves products per user, newest first, as product DTOs', async () => {
    const [ayse, mehmet] = await Promise.all([registerCustomer(), registerCustomer()])
    const mirror = await product({ name: 'Ayna', price: 50, discountPrice: 40 })
    const file = await product({ name: 'Eğe' })
    expect((await list(ayse)).body.data.products).toEqual([])
    await save(ayse, mirror)
    const { status, body } = await save(ayse, file)
    expect(status).toBe(200)
    expect(body.data.products.map((p) => p.name.tr)).toEqual(['Eğe', 'Ayna'])
    expect(body.data.products[1]).toMatchObject({
      _id: mirror,
      price: 50,
      discountPrice: 40,
      isInStock: true,
    })
    expect((await list(mehmet)).body.data.products).toEqual([])
  })

  it('saving twice keeps one entry; removing answers the rest and is idempotent', async () => {
    const customer = await registerCustomer()
    const mirror = await product()
    await save(customer, mirror)
    expect((await save(customer, mirror)).body.data.products).toHaveLength(1)
    const removed = await drop(customer, mirror)
    expect(removed.status).toBe(200)
    expect(removed.body.data.products).toEqual([])
    expect((await drop(customer, mirror)).status).toBe(200)
  })

  it('refuses unknown and inactive products with 404, and hides products deactivated later', async () => {
    const customer = await registerCustomer()
    const unknown = await save(customer, 'f'.repeat(24))
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Ürün bulunamadı')
    const retired = await product({ isActive: false })
    expect((await save(customer, retired)).status).toBe(404)
    expect((await save(customer, '')).status).toBe(400)

    const mirror = await product()
    await save(customer, mirror)
    await env.DB.prepare('update products set is_active = 0 where id = ?').bind(mirror).run()
    expect((await list(customer)).body.data.products).toEqual([])
  })

  it('needs a login', async () => {
    expect((await call('/wishlist')).status).toBe(401)
  })
})
