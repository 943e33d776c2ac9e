import { env, exports } from 'cloudflare:workers'
import type { ApiFailure, ProductDto } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertCategory, insertProduct } from './helpers/catalogue'
import { getFailure, getJson } from './helpers/http'

type List = { products: ProductDto[] }

async function skus(path: string): Promise<string[]> {
  const { status, body } = await getJson<List>(path)
  expect(status, path).toBe(200)
  return body.data.products.map((product) => product.sku)
}

const ids: Record<string, string> = {}

// Effective prices (what the shopper pays): F-100 95 (discounted from 200), F-200 100, F-300 150 (out of stock),
// F-400 60 (discounted from 80), F-500 500 (in the sub-category), F-600 30 (inactive, never listed).
beforeAll(async () => {
  ids.root = await insertCategory(env.DB, { slug: 'f-dolgu', name: 'Dolgu' })
  ids.child = await insertCategory(env.DB, { slug: 'f-kompozit', name: 'Kompozit', parentId: ids.root })
  const day = (n: number) => `2025-03-${String(n).padStart(2, '0')}T10:00:00.000Z`
  const base = { categoryId: ids.root }
  await insertProduct(env.DB, {
    ...base,
    name: 'Kompozit Dolgu A',
    sku: 'F-100',
    price: 200,
    discountPrice: 95,
    createdAt: day(1),
  })
  await insertProduct(env.DB, {
    ...base,
    name: 'Kompozit Dolgu B',
    sku: 'F-200',
    price: 100,
    createdAt: day(2),
  })
  await insertProduct(env.DB, {
    ...base,
    name: 'Cam İyonomer',
    sku: 'F-300',
    price: 150,
    stock: 0,
    createdAt: day(3),
  })
  await insertProduct(env.DB, {
    ...base,
    name: 'Kompozit Bond',
    sku: 'F-400',
    price: 80,
    discountPrice: 60,
    stock: 2,
    createdAt: day(4),
  })
  await insertProduct(env.DB, {
    name: 'Kompozit Seti',
    sku: 'F-500',
    price: 500,
    categoryId: ids.child,
    createdAt: day(5),
  })
  await insertProduct(env.DB, { ...base, name: 'Pasif Kompozit', sku: 'F-600', price: 30, isActive: false })
})

describe('GET /api/products price range, in stock and on sale', () => {
  it('bounds the price the shopper pays (the discount price when one applies), inclusive', async () => {
    // F-100 costs 200 but sells at 95: inside 90–100, outside 150–250.
    expect(await skus('/products?minPrice=90&maxPrice=100')).toEqual(['F-200', 'F-100'])
    expect(await skus('/products?minPrice=150&maxPrice=250')).toEqual(['F-300'])
    expect(await skus('/products?minPrice=150')).toEqual(['F-500', 'F-300'])
    expect(await skus('/products?maxPrice=60')).toEqual(['F-400'])
    expect(await skus('/products?minPrice=59.99&maxPrice=60.00')).toEqual(['F-400'])
    expect(await skus('/products?minPrice=0&maxPrice=59.99')).toEqual([])
  })

  it('counts only what the range keeps', async () => {
    const { body } = await getJson<List>('/products?minPrice=90&maxPrice=150&limit=1')
    expect(body.pagination).toEqual({ page: 1, limit: 1, total: 3, pages: 3 })
  })

  it('lists products in stock, or out of stock, on demand', async () => {
    expect(await skus('/products?inStock=true')).toEqual(['F-500', 'F-400', 'F-200', 'F-100'])
    expect(await skus('/products?inStock=1')).toEqual(['F-500', 'F-400', 'F-200', 'F-100'])
    expect(await skus('/products?inStock=false')).toEqual(['F-300'])
  })

  it('lists products on sale (discount price below the price)', async () => {
    expect(await skus('/products?sale=true')).toEqual(['F-400', 'F-100'])
    expect(await skus('/products?sale=false&inStock=true')).toEqual(['F-500', 'F-200'])
  })

  it('combines the filters with search, category and sort', async () => {
    expect(await skus('/products?q=kompozit&minPrice=60&maxPrice=100&sort=price&order=asc')).toEqual([
      'F-400',
      'F-100',
      'F-200',
    ])
    expect(await skus('/products?q=kompozit&inStock=true&sale=true&sort=price&order=desc')).toEqual([
      'F-100',
      'F-400',
    ])
    expect(await skus('/products?category=f-dolgu&minPrice=100&inStock=true&sort=price&order=desc')).toEqual([
      'F-500',
      'F-200',
    ])
    expect(await skus(`/categories/${ids.root}/products?maxPrice=100&sale=true&sort=name&order=asc`)).toEqual(
      ['F-400', 'F-100'],
    )
    expect(await skus('/categories/f-kompozit/products?minPrice=100&inStock=true')).toEqual(['F-500'])
    expect(await skus('/products?q=iyonomer&inStock=true')).toEqual([])
  })

  it('treats an empty bound as no bound', async () => {
    expect(await skus('/products?minPrice=&maxPrice=60')).toEqual(['F-400'])
  })
})

describe('GET /api/products refuses bad filter values', () => {
  const priceMessage = 'Fiyat 0 ile 100.000.000 ₺ arasında bir sayı olmalıdır'

  it('refuses a negative, non-numeric or too high bound with the message for that field', async () => {
    for (const [query, field] of [
      ['minPrice=-1', 'minPrice'],
      ['maxPrice=abc', 'maxPrice'],
      ['maxPrice=100000001', 'maxPrice'],
      ['minPrice=Infinity', 'minPrice'],
    ] as const) {
      const { status, body } = await getFailure(`/products?${query}`)
      expect(status, query).toBe(400)
      expect(body.success).toBe(false)
      expect(body.message, query).toBe(priceMessage)
      expect(body.errors?.[0]?.field, query).toBe(field)
    }
  })

  it('refuses a lower bound above the upper bound, on the list and in a category', async () => {
    for (const path of [
      '/products?minPrice=200&maxPrice=100',
      `/categories/${ids.root}/products?minPrice=2&maxPrice=1`,
    ]) {
      const { status, body } = await getFailure(path)
      expect(status, path).toBe(400)
      expect(body.message).toBe('En düşük fiyat en yüksek fiyattan büyük olamaz')
      expect(body.errors?.[0]?.field).toBe('minPrice')
    }
  })

  it('refuses an in-stock flag that is not a boolean', async () => {
    const { status, body } = await getFailure('/products?inStock=yes')
    expect(status).toBe(400)
    expect(body.errors?.[0]?.field).toBe('inStock')
  })

  it('words the refusal in English for an English shopper', async () => {
    const res = await exports.default.fetch('http://shop.test/api/products?minPrice=5&maxPrice=1', {
      headers: { 'Accept-Language': 'en' },
    })
    expect(res.status).toBe(400)
    const body = await res.json<ApiFailure>()
    expect(body.message).toBe('The minimum price cannot be greater than the maximum price')
  })
})
