import { env } from 'cloudflare:workers'
import type { ProductDto } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { call } from './helpers/api'
import { insertCategory } from './helpers/catalogue'
import { adminToken } from './helpers/staff'

let token: string
let categoryId: string
let sequence = 0

/** The body the edit form sends, with a price of its own. */
function productBody(price: string) {
  sequence += 1
  return {
    name: { tr: 'Cam İyonomer Siman', en: 'Glass Ionomer Cement' },
    description: { tr: 'Kendiliğinden sertleşen cam iyonomer siman', en: 'Self-curing glass ionomer cement' },
    sku: `cis-${sequence}`,
    category: categoryId,
    price,
    stock: '8',
    images: [`/media/products/cis-${sequence}.png`],
  }
}

const put = (id: string, body: unknown, headers: Record<string, string> = {}, language?: string) =>
  call<{ product: ProductDto }>(`/products/${id}`, {
    method: 'PUT',
    body,
    token,
    headers: language ? { ...headers, 'Accept-Language': language } : headers,
  })

async function product(price = '100'): Promise<ProductDto> {
  const { status, body } = await call<{ product: ProductDto }>('/products', {
    method: 'POST',
    body: productBody(price),
    token,
  })
  if (status !== 201) throw new Error(`create failed: ${status}`)
  return body.data.product
}

const updates = async (id: string) =>
  (
    await env.DB.prepare(
      "select count(*) as n from audit_log where entity_id = ? and action = 'product.update'",
    )
      .bind(id)
      .first<{ n: number }>()
  )?.n ?? 0

beforeAll(async () => {
  token = await adminToken()
  categoryId = await insertCategory(env.DB, { slug: 'siman', name: 'Siman' })
})

describe('PUT /products/:id with If-Match (the version the form loaded)', () => {
  it('saves an edit made on the current version and answers the next version', async () => {
    const loaded = await product()
    const { status, body } = await put(
      loaded._id,
      { ...productBody('110'), sku: loaded.sku },
      {
        'If-Match': `"${loaded.updatedAt}"`,
      },
    )
    expect(status).toBe(200)
    expect(body.data.product.price).toBe(110)
    expect(body.data.product.updatedAt).not.toBe(loaded.updatedAt)
  })

  it('refuses an edit made on a version someone else has saved over, and keeps their change', async () => {
    const loaded = await product('100')
    const theirs = await put(
      loaded._id,
      { ...productBody('150'), sku: loaded.sku },
      {
        'If-Match': `"${loaded.updatedAt}"`,
      },
    )
    expect(theirs.status).toBe(200)
    const auditedBefore = await updates(loaded._id)

    const mine = await put(
      loaded._id,
      { ...productBody('90'), sku: loaded.sku },
      { 'If-Match': `"${loaded.updatedAt}"` },
    )
    expect(mine.status).toBe(412)
    expect(mine.body.message).toBe(
      'Ürün siz düzenlerken başka biri tarafından değiştirildi; formu kapatıp yeniden açın',
    )
    const english = await put(
      loaded._id,
      { ...productBody('90'), sku: loaded.sku },
      { 'If-Match': `"${loaded.updatedAt}"` },
      'en',
    )
    expect(english.body.message).toBe(
      'Someone else changed the product while you were editing it; close the form and open it again',
    )
    const stored = await call<{ product: ProductDto }>(`/products/admin/${loaded._id}`, { token })
    expect(stored.body.data.product.price).toBe(150)
    expect(await updates(loaded._id)).toBe(auditedBefore)
  })

  it('writes as before without the header, or with *', async () => {
    const loaded = await product()
    await put(loaded._id, { ...productBody('120'), sku: loaded.sku })
    const plain = await put(loaded._id, { ...productBody('130'), sku: loaded.sku })
    expect(plain.status).toBe(200)
    const any = await put(loaded._id, { ...productBody('140'), sku: loaded.sku }, { 'If-Match': '*' })
    expect(any.status).toBe(200)
    expect(any.body.data.product.price).toBe(140)
  })

  it('refuses an If-Match that names no version, and changes nothing', async () => {
    const loaded = await product('100')
    const { status, body } = await put(
      loaded._id,
      { ...productBody('95'), sku: loaded.sku },
      {
        'If-Match': loaded.updatedAt,
      },
    )
    expect(status).toBe(400)
    expect(body.message).toBe('If-Match başlığı kaydın sürümünü tırnak içinde vermelidir')
    const stored = await call<{ product: ProductDto }>(`/products/admin/${loaded._id}`, { token })
    expect(stored.body.data.product.price).toBe(100)
  })

  it('answers 404, not 412, for a product that is gone', async () => {
    const { status } = await put('nope-404', productBody('100'), { 'If-Match': '"2026-01-01T00:00:00.000Z"' })
    expect(status).toBe(404)
  })
})
