import { env } from 'cloudflare:workers'
import type { Pagination, ProductDto, ProductStats } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { call } from './helpers/api'
import { insertCategory, insertProduct } from './helpers/catalogue'
import { adminToken, moderatorToken } from './helpers/staff'

let token: string
const categoryIds: Record<string, string> = {}

async function list(query: string, as = token) {
  const { status, body } = await call<{ products: ProductDto[] }>(`/products/admin${query}`, { token: as })
  return { status, body, skus: status === 200 ? body.data.products.map((product) => product.sku) : [] }
}

async function skus(query: string): Promise<string[]> {
  const answer = await list(query)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.skus
}

beforeAll(async () => {
  token = await adminToken()
  categoryIds.endo = await insertCategory(env.DB, { slug: 'endodonti', name: 'Endodonti' })
  categoryIds.ege = await insertCategory(env.DB, { slug: 'ege', name: 'Eğe', parentId: categoryIds.endo })
  categoryIds.surgery = await insertCategory(env.DB, { slug: 'cerrahi', name: 'Cerrahi' })
  categoryIds.hidden = await insertCategory(env.DB, { slug: 'pasif', name: 'Pasif', isActive: false })
  const products = [
    {
      name: 'Ağız Aynası',
      sku: 'AYN-1',
      price: 50,
      stock: 10,
      isFeatured: true,
      categoryId: categoryIds.endo,
    },
    {
      name: 'Çelik Eğe Seti',
      sku: 'EGE-1',
      price: 120,
      discountPrice: 100,
      stock: 0,
      categoryId: categoryIds.ege,
    },
    {
      name: 'İrrigasyon İğnesi',
      sku: 'IRR-1',
      price: 30,
      stock: 3,
      isActive: false,
      categoryId: categoryIds.ege,
    },
    {
      name: 'Bistüri',
      sku: 'BIS-1',
      price: 80,
      stock: 5,
      isFeatured: true,
      isActive: false,
      categoryId: categoryIds.surgery,
    },
    {
      name: 'Elmas Frez',
      sku: 'FRZ-1',
      price: 400,
      discountPrice: 350,
      stock: 6,
      categoryId: categoryIds.surgery,
    },
    { name: 'İmplant Motoru', sku: 'MOT-1', price: 9000, stock: 2 },
    { name: 'Gizli Kategori Ürünü', sku: 'HID-1', price: 10, stock: 50, categoryId: categoryIds.hidden },
  ]
  for (const [index, product] of products.entries()) {
    await insertProduct(env.DB, { ...product, createdAt: `2025-01-0${index + 1}T10:00:00.000Z` })
  }
})

describe('GET /products/admin', () => {
  it('lists every product newest first, inactive ones and those of hidden categories too, 20 a page', async () => {
    const { status, body, skus } = await list('')
    expect(status).toBe(200)
    expect(skus).toEqual(['HID-1', 'MOT-1', 'FRZ-1', 'BIS-1', 'IRR-1', 'EGE-1', 'AYN-1'])
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 7, pages: 1 } satisfies Pagination)
    const hidden = body.data.products[0]
    expect(hidden?.category).toEqual({ _id: categoryIds.hidden, slug: 'pasif', name: expect.any(Object) })
    expect(body.data.products[2]).toMatchObject({ price: 400, discountPrice: 350, isActive: true })
  })

  it('filters by status', async () => {
    expect(await skus('?status=inactive')).toEqual(['BIS-1', 'IRR-1'])
    expect(await skus('?status=active')).toEqual(['HID-1', 'MOT-1', 'FRZ-1', 'EGE-1', 'AYN-1'])
    expect(await skus('?status=all')).toHaveLength(7)
  })

  it('filters low stock (5 or less, out of stock included) and the rest', async () => {
    expect(await skus('?lowStock=true')).toEqual(['MOT-1', 'BIS-1', 'IRR-1', 'EGE-1'])
    expect(await skus('?lowStock=false')).toEqual(['HID-1', 'FRZ-1', 'AYN-1'])
  })

  it('filters a category with its subcategories, by id or slug', async () => {
    expect(await skus('?category=endodonti')).toEqual(['IRR-1', 'EGE-1', 'AYN-1'])
    expect(await skus(`?category=${categoryIds.ege}`)).toEqual(['IRR-1', 'EGE-1'])
    expect(await skus('?category=pasif')).toEqual(['HID-1'])
    expect(await skus('?category=no-such-category')).toEqual([])
  })

  it('searches names and SKUs, not descriptions', async () => {
    expect(await skus('?q=ayna')).toEqual(['AYN-1'])
    expect(await skus('?q=IGNE')).toEqual(['IRR-1'])
    expect(await skus('?q=frz-1')).toEqual(['FRZ-1'])
    expect(await skus('?q=frz')).toEqual(['FRZ-1'])
    expect(await skus('?q=hid')).toEqual(['HID-1'])
    // Every product's description reads "… için uzun açıklama metni".
    expect(await skus('?q=metni')).toEqual([])
    expect(await skus('?q=%21%21%21')).toEqual([])
  })

  it('combines the filters', async () => {
    expect(await skus('?q=i&status=inactive')).toEqual(['IRR-1'])
    expect(await skus('?category=cerrahi&lowStock=true&status=inactive')).toEqual(['BIS-1'])
    const { body } = await list('?category=endodonti&status=active')
    expect(body.pagination?.total).toBe(2)
  })

  it('pages the list', async () => {
    const { body, skus } = await list('?limit=2&page=2')
    expect(skus).toEqual(['FRZ-1', 'BIS-1'])
    expect(body.pagination).toEqual({ page: 2, limit: 2, total: 7, pages: 4 })
    expect((await list('?limit=2&page=9')).skus).toEqual([])
  })

  it('refuses parameters outside their rules', async () => {
    expect((await list('?status=deleted')).status).toBe(400)
    expect((await list('?limit=0')).status).toBe(400)
    expect((await list('?lowStock=maybe')).status).toBe(400)
  })

  it('is open to moderators and closed to visitors', async () => {
    expect((await list('', await moderatorToken())).status).toBe(200)
    expect((await call('/products/admin')).status).toBe(401)
  })
})

describe('GET /products/stats', () => {
  it('counts the whole catalogue, inactive products included', async () => {
    const { status, body } = await call<ProductStats>('/products/stats', { token })
    expect(status).toBe(200)
    expect(body.data).toEqual({
      total: 7,
      active: 5,
      inactive: 2,
      featured: 2,
      discounted: 2,
      outOfStock: 1,
      lowStock: 4,
    } satisfies ProductStats)
  })

  it('is for staff only', async () => {
    expect((await call('/products/stats')).status).toBe(401)
  })
})
