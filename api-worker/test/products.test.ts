import { env, exports } from 'cloudflare:workers'
import type { ApiFailure, ApiSuccess, ProductDto } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertCategory, insertProduct } from './helpers/catalogue'

type ListBody = ApiSuccess<{ products: ProductDto[] }>

async function list(query = ''): Promise<{ status: number; body: ListBody }> {
  const res = await exports.default.fetch(`http://shop.test/api/products${query}`)
  return { status: res.status, body: await res.json<ListBody>() }
}

async function names(query: string): Promise<string[]> {
  const { status, body } = await list(query)
  expect(status).toBe(200)
  return body.data.products.map((product) => product.name.tr ?? '')
}

const at = (day: number) => `2025-01-0${day}T10:00:00.000Z`
const ids: Record<string, string> = {}

beforeAll(async () => {
  ids.endo = await insertCategory(env.DB, { slug: 'endodonti', name: 'Endodonti' })
  ids.ege = await insertCategory(env.DB, { slug: 'ege', name: 'Eğe', parentId: ids.endo })
  ids.hiddenChild = await insertCategory(env.DB, {
    slug: 'gizli-alt',
    name: 'Gizli',
    parentId: ids.endo,
    isActive: false,
  })
  ids.surgery = await insertCategory(env.DB, { slug: 'cerrahi', name: 'Cerrahi' })
  ids.hiddenRoot = await insertCategory(env.DB, { slug: 'pasif-kok', name: 'Pasif Kök', isActive: false })
  ids.underHidden = await insertCategory(env.DB, {
    slug: 'pasif-kok-alt',
    name: 'Alt',
    parentId: ids.hiddenRoot,
  })

  const visible = [
    { name: 'Ağız Aynası', sku: 'AYN-1', price: 50, stock: 10, isFeatured: true, categoryId: ids.endo },
    { name: 'Çelik Eğe Seti', sku: 'EGE-1', price: 120, discountPrice: 100, stock: 0, categoryId: ids.ege },
    // A discount equal to the price, or zero, is no discount.
    { name: 'Irrigasyon İğnesi', sku: 'IRR-1', price: 30, discountPrice: 30, stock: 3, categoryId: ids.ege },
    {
      name: 'Bistüri',
      sku: 'BIS-1',
      price: 80,
      discountPrice: 0,
      stock: 5,
      isFeatured: true,
      categoryId: ids.surgery,
    },
    {
      name: 'Zirkonyum Frez',
      sku: 'FRZ-1',
      price: 400,
      discountPrice: 350,
      stock: 1,
      categoryId: ids.surgery,
    },
    { name: 'İmplant Motoru', sku: 'MOT-1', price: 9000, stock: 2, categoryId: null },
  ]
  for (const [index, product] of visible.entries())
    await insertProduct(env.DB, { ...product, createdAt: at(index + 1) })

  await insertProduct(env.DB, {
    name: 'Pasif Ürün',
    sku: 'HID-1',
    price: 10,
    isActive: false,
    categoryId: ids.endo,
  })
  await insertProduct(env.DB, {
    name: 'Gizli Alt Ürün',
    sku: 'HID-2',
    price: 10,
    categoryId: ids.hiddenChild,
  })
  await insertProduct(env.DB, { name: 'Pasif Kök Ürün', sku: 'HID-3', price: 10, categoryId: ids.hiddenRoot })
  await insertProduct(env.DB, {
    name: 'Pasif Kök Alt Ürün',
    sku: 'HID-4',
    price: 10,
    categoryId: ids.underHidden,
  })
})

describe('GET /api/products', () => {
  it('lists visible products newest first with pagination', async () => {
    const { status, body } = await list()
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 6, pages: 1 })
    expect(body.data.products.map((p) => p.sku)).toEqual([
      'MOT-1',
      'FRZ-1',
      'BIS-1',
      'IRR-1',
      'EGE-1',
      'AYN-1',
    ])
  })

  it('sends money in lira and the category summary', async () => {
    const { body } = await list('?q=EGE-1')
    const [product] = body.data.products
    expect(product).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      slug: 'ege-1',
      sku: 'EGE-1',
      name: { tr: 'Çelik Eğe Seti', en: 'Çelik Eğe Seti EN' },
      price: 120,
      discountPrice: 100,
      stock: 0,
      isInStock: false,
      isActive: true,
      isFeatured: false,
      images: ['/media/products/ege-1.png'],
      videos: [],
      category: { _id: ids.ege, slug: 'ege', name: { tr: 'Eğe', en: 'Eğe (en)' } },
      createdAt: at(2),
    })
    expect(product?.specifications).toHaveLength(1)
  })

  it('pages through the list', async () => {
    const first = await list('?limit=4&sort=price&order=asc')
    expect(first.body.pagination).toEqual({ page: 1, limit: 4, total: 6, pages: 2 })
    expect(first.body.data.products).toHaveLength(4)
    const second = await list('?limit=4&page=2&sort=price&order=asc')
    expect(second.body.data.products.map((p) => p.sku)).toEqual(['FRZ-1', 'MOT-1'])
    const beyond = await list('?limit=4&page=3')
    expect(beyond.status).toBe(200)
    expect(beyond.body.data.products).toEqual([])
    expect(beyond.body.pagination).toEqual({ page: 3, limit: 4, total: 6, pages: 2 })
    const max = await list('?limit=100')
    expect(max.body.pagination?.limit).toBe(100)
  })

  it('filters featured and non-featured products', async () => {
    expect(await names('?featured=true')).toEqual(['Bistüri', 'Ağız Aynası'])
    expect(await names('?featured=1&sort=name&order=asc')).toEqual(['Ağız Aynası', 'Bistüri'])
    expect((await names('?featured=false')).length).toBe(4)
  })

  it('filters products on sale (0 < discountPrice < price)', async () => {
    expect(await names('?sale=true&sort=price&order=asc')).toEqual(['Çelik Eğe Seti', 'Zirkonyum Frez'])
  })

  it('filters by category id or slug, including subcategories', async () => {
    expect(await names('?category=endodonti&sort=name&order=asc')).toEqual([
      'Ağız Aynası',
      'Çelik Eğe Seti',
      'Irrigasyon İğnesi',
    ])
    expect(await names(`?category=${ids.endo}&sort=name&order=asc`)).toEqual(
      await names('?category=endodonti&sort=name&order=asc'),
    )
    expect(await names(`?category=${ids.ege}&sort=name`)).toEqual(['Irrigasyon İğnesi', 'Çelik Eğe Seti'])
    expect(await names('?category=cerrahi&featured=true')).toEqual(['Bistüri'])
    expect(await names('?category=pasif-kok')).toEqual([])
    expect(await names('?category=gizli-alt')).toEqual([])
    expect(await names('?category=yok-boyle-kategori')).toEqual([])
  })

  it('totals a filtered list as it shows it: subcategories in, hidden ones and inactive products out', async () => {
    // A category is totalled from the counts the products' triggers keep, not by counting its products.
    const endoId = ids.endo ?? 'endodonti'
    const totals: Record<string, number> = {}
    for (const category of [
      'endodonti',
      endoId,
      'ege',
      'cerrahi',
      'gizli-alt',
      'pasif-kok',
      'pasif-kok-alt',
      'yok',
    ]) {
      const { status, body } = await list(`?category=${category}`)
      expect(status).toBe(200)
      expect(body.data.products).toHaveLength(body.pagination?.total ?? -1)
      totals[category] = body.pagination?.total ?? -1
    }
    expect(totals).toEqual({
      endodonti: 3,
      [endoId]: 3,
      ege: 2,
      cerrahi: 2,
      'gizli-alt': 0,
      'pasif-kok': 0,
      'pasif-kok-alt': 0,
      yok: 0,
    })
    // Stock, sale and featured are totalled from the same kept counts, alone and with a category.
    for (const filters of [
      '?inStock=true',
      '?inStock=false',
      '?sale=true',
      '?sale=false',
      '?featured=true',
      '?featured=false&inStock=true',
      '?category=endodonti&inStock=true',
      '?category=ege&sale=true&inStock=false',
      '?category=gizli-alt&inStock=true',
    ]) {
      const { body } = await list(filters)
      expect(body.pagination?.total, filters).toBe(body.data.products.length)
    }
    expect((await list('?inStock=true')).body.pagination?.total).toBe(5)
    expect((await list('?category=ege&sale=true&inStock=false')).body.pagination?.total).toBe(1)
    const secondPage = await list('?category=endodonti&limit=2&page=2&sort=name&order=asc')
    expect(secondPage.body.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 })
    expect(secondPage.body.data.products.map((product) => product.sku)).toEqual(['IRR-1'])
  })

  it('sorts by name in Turkish alphabetical order', async () => {
    const ascending = [
      'Ağız Aynası',
      'Bistüri',
      'Çelik Eğe Seti',
      'Irrigasyon İğnesi',
      'İmplant Motoru',
      'Zirkonyum Frez',
    ]
    expect(await names('?sort=name&order=asc')).toEqual(ascending)
    expect(await names('?sort=name&order=desc')).toEqual([...ascending].reverse())
  })

  it('sorts by the price a shopper pays', async () => {
    const ascending = ['IRR-1', 'AYN-1', 'BIS-1', 'EGE-1', 'FRZ-1', 'MOT-1']
    const asc = await list('?sort=price&order=asc')
    expect(asc.body.data.products.map((p) => p.sku)).toEqual(ascending)
    const desc = await list('?sort=price&order=desc')
    expect(desc.body.data.products.map((p) => p.sku)).toEqual([...ascending].reverse())
  })

  it('sorts by stock and by creation time', async () => {
    const byStock = await list('?sort=stock&order=asc')
    expect(byStock.body.data.products.map((p) => p.stock)).toEqual([0, 1, 2, 3, 5, 10])
    const byStockDesc = await list('?sort=stock&order=desc')
    expect(byStockDesc.body.data.products.map((p) => p.stock)).toEqual([10, 5, 3, 2, 1, 0])
    const oldest = await list('?sort=createdAt&order=asc&limit=1')
    expect(oldest.body.data.products[0]?.sku).toBe('AYN-1')
  })

  it('searches Turkish and English names and SKUs', async () => {
    expect(await names('?q=eğe')).toEqual(['Çelik Eğe Seti'])
    expect(await names('?q=frez')).toEqual(['Zirkonyum Frez'])
    expect(await names('?q=mot-1')).toEqual(['İmplant Motoru'])
    expect(await names('?q=aynası EN')).toEqual(['Ağız Aynası'])
    expect(await names('?q=%25')).toEqual([])
    expect(await names('?q=Pasif')).toEqual([])
  })
})

describe('GET /api/products with bad parameters', () => {
  async function failure(query: string) {
    const res = await exports.default.fetch(`http://shop.test/api/products${query}`)
    return { status: res.status, body: await res.json<ApiFailure>() }
  }

  it.each([
    ['?page=-1', 'page'],
    ['?page=0', 'page'],
    ['?page=1.5', 'page'],
    ['?limit=abc', 'limit'],
    ['?limit=101', 'limit'],
    ['?sort=drop', 'sort'],
    ['?order=sideways', 'order'],
    ['?featured=maybe', 'featured'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const { status, body } = await failure(query)
    expect(status).toBe(400)
    expect(body.success).toBe(false)
    expect(body.message).toBeTruthy()
    expect(body.errors).toEqual([{ field, message: expect.any(String) }])
  })

  it('reports every bad field at once', async () => {
    const { status, body } = await failure('?page=-1&limit=abc&sort=drop')
    expect(status).toBe(400)
    expect(body.errors?.map((e) => e.field).sort()).toEqual(['limit', 'page', 'sort'])
    expect(body.errors?.find((e) => e.field === 'page')?.message).toBe('Sayfa 1 veya daha büyük olmalıdır')
    expect(body.errors?.find((e) => e.field === 'limit')?.message).toBe('Limit bir sayı olmalıdır')
  })
})
