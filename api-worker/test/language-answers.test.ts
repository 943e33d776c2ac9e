import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { call, registerCustomer, uniqueEmail } from './helpers/api'
import { createOrder, product } from './helpers/orders'

const ENGLISH = { 'Accept-Language': 'en' }

/** The same request with the shop's English header and with none; the shop's Turkish is the default. */
async function inBoth(path: string, options: Parameters<typeof call>[1] = {}) {
  const english = await call(path, { ...options, headers: { ...options.headers, ...ENGLISH } })
  const turkish = await call(path, options)
  return { english, turkish }
}

describe('the API answers in the shopper’s language', () => {
  it('words a refused registration’s field error and envelope', async () => {
    const body = { name: 'Jane Doe', email: 'not-an-email', password: 'secret12' }
    const { english, turkish } = await inBoth('/auth/register', { body })
    expect(english.status).toBe(400)
    expect(english.body.message).toBe('Please enter a valid e-mail address')
    expect(english.body.errors).toEqual([{ field: 'email', message: 'Please enter a valid e-mail address' }])
    expect(turkish.body.message).toBe('Geçerli bir e-posta adresi giriniz')
    expect(turkish.body.errors).toEqual([{ field: 'email', message: 'Geçerli bir e-posta adresi giriniz' }])
  })

  it('words a refused login', async () => {
    const customer = await registerCustomer()
    const body = { email: customer.email, password: 'wrong-password' }
    const english = await call('/auth/login', { body, headers: ENGLISH })
    expect(english).toMatchObject({ status: 401, body: { message: 'Invalid e-mail or password' } })
    const turkish = await call('/auth/login', { body: { ...body, email: uniqueEmail() } })
    expect(turkish).toMatchObject({ status: 401, body: { message: 'Geçersiz e-posta veya şifre' } })
  })

  it('words an order short of stock with the product’s name in that language', async () => {
    const customer = await registerCustomer()
    const id = await product({ name: 'Kompozit Dolgu', nameEn: 'Composite Filling', stock: 2 })
    const items = [{ product: id, quantity: 5 }]
    const english = await createOrder(customer, { items }, ENGLISH)
    expect(english.status).toBe(409)
    expect(english.body.message).toBe('Not enough stock for Composite Filling (2 in stock)')
    expect(english.body.errors).toEqual([
      { field: 'items.0', message: 'Not enough stock for Composite Filling (2 in stock)' },
    ])
    const turkish = await createOrder(customer, { items })
    expect(turkish.body.message).toBe('Kompozit Dolgu için yeterli stok yok (stokta 2 adet var)')
  })

  it('words a missing record, an unknown address and a missing file', async () => {
    const missing = await inBoth('/products/no-such-product-anywhere')
    expect(missing.english).toMatchObject({ status: 404, body: { message: 'Product not found' } })
    expect(missing.turkish).toMatchObject({ status: 404, body: { message: 'Ürün bulunamadı' } })
    const route = await inBoth('/no-such-route')
    expect(route.english.body.message).toBe('The requested address was not found')
    expect(route.turkish.body.message).toBe('İstenen adres bulunamadı')
    const file = await exports.default.fetch('http://shop.test/media/products/none.webp', {
      headers: ENGLISH,
    })
    expect(file.status).toBe(404)
    expect(await file.json()).toEqual({ success: false, message: 'File not found' })
  })

  it('fills a rule’s limit into its message and words zod’s own messages too', async () => {
    const limit = await inBoth('/products?limit=500')
    expect(limit.english.body.errors).toEqual([{ field: 'limit', message: 'Limit can be at most 100' }])
    expect(limit.turkish.body.errors).toEqual([{ field: 'limit', message: 'Limit en fazla 100 olabilir' }])
    const customer = await registerCustomer()
    // `title` has no message of its own: zod words a wrong type itself, in the request's language.
    const address = { title: 5 }
    const { english, turkish } = await inBoth('/auth/addresses', { token: customer.token, body: address })
    const englishTitle = english.body.errors?.find((error) => error.field === 'title')
    const turkishTitle = turkish.body.errors?.find((error) => error.field === 'title')
    expect(englishTitle?.message).toMatch(/^Invalid input/)
    expect(turkishTitle?.message).toMatch(/^Geçersiz/)
  })

  it('says a field left out is required, not which type zod expected, when its schema words nothing itself', async () => {
    const customer = await registerCustomer()
    const { english, turkish } = await inBoth('/wishlist', { token: customer.token, body: {} })
    expect(english).toMatchObject({ status: 400, body: { message: 'This field is required' } })
    expect(english.body.errors).toEqual([{ field: 'productId', message: 'This field is required' }])
    expect(turkish.body.errors).toEqual([{ field: 'productId', message: 'Bu alan gereklidir' }])
    // A schema's own message for the field still wins: storefront.md's 'Ad soyad gereklidir' for a missing name.
    const register = await inBoth('/auth/register', { body: { email: uniqueEmail(), password: 'secret12' } })
    expect(register.turkish.body.errors).toEqual([{ field: 'name', message: 'Ad soyad gereklidir' }])
    expect(register.english.body.errors).toEqual([{ field: 'name', message: 'Full name is required' }])
  })
})
