import { env } from 'cloudflare:workers'
import type { ProductDetail, ProductDto, ProductStockDto } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertCategory, insertProduct } from './helpers/catalogue'
import { getFailure, getJson } from './helpers/http'

const ids: Record<string, string> = {}
const day = (n: number) => `2025-03-${String(n).padStart(2, '0')}T10:00:00.000Z`
const skusOf = (list: ProductDto[]) => list.map((product) => product.sku)

beforeAll(async () => {
  ids.root = await insertCategory(env.DB, { slug: 'd-endo', name: 'Endodonti' })
  ids.files = await insertCategory(env.DB, { slug: 'd-ege', name: 'Eğeler', parentId: ids.root })
  ids.fill = await insertCategory(env.DB, { slug: 'd-dolgu', name: 'Kanal Dolgu', parentId: ids.root })
  ids.hiddenSibling = await insertCategory(env.DB, {
    slug: 'd-gizli',
    name: 'Gizli',
    parentId: ids.root,
    isActive: false,
  })
  ids.other = await insertCategory(env.DB, { slug: 'd-cerrahi', name: 'Cerrahi' })

  // Ten files (so related is capped at 8), two fillings (siblings), one in a hidden sibling, one elsewhere.
  for (let n = 1; n <= 10; n++) {
    ids[`file${n}`] = await insertProduct(env.DB, {
      name: `Eğe ${n}`,
      sku: `EGE-${n}`,
      price: 100 + n,
      discountPrice: n % 3 === 0 ? 90 : null,
      stock: n === 1 ? 0 : n,
      isFeatured: n % 4 === 0,
      categoryId: ids.files,
      createdAt: day(n),
    })
  }
  ids.fill1 = await insertProduct(env.DB, {
    name: 'Güta',
    sku: 'GUT-1',
    price: 20,
    categoryId: ids.fill,
    createdAt: day(20),
  })
  ids.fill2 = await insertProduct(env.DB, {
    name: 'Kon',
    sku: 'KON-1',
    price: 20,
    categoryId: ids.fill,
    createdAt: day(21),
  })
  await insertProduct(env.DB, {
    name: 'Gizli',
    sku: 'GZL-1',
    price: 20,
    categoryId: ids.hiddenSibling,
    isFeatured: true,
  })
  await insertProduct(env.DB, {
    name: 'Pasif',
    sku: 'PSF-1',
    price: 20,
    discountPrice: 10,
    isActive: false,
    isFeatured: true,
    categoryId: ids.files,
    createdAt: day(28),
  })
  ids.forceps = await insertProduct(env.DB, {
    name: 'Davye',
    sku: 'DVY-1',
    price: 300,
    categoryId: ids.other,
    createdAt: day(22),
  })
  ids.loose = await insertProduct(env.DB, {
    name: 'Kategorisiz',
    sku: 'KTG-1',
    price: 5,
    categoryId: null,
    createdAt: day(23),
  })
})

describe('GET /api/products/featured, /new, /discounted', () => {
  it('answers featured products newest first, visible only', async () => {
    const { status, body } = await getJson<{ products: ProductDto[] }>('/products/featured')
    expect(status).toBe(200)
    expect(skusOf(body.data.products)).toEqual(['EGE-8', 'EGE-4'])
    expect(body.pagination).toBeUndefined()
  })

  it('answers the newest products, 8 by default, limit honoured', async () => {
    const { body } = await getJson<{ products: ProductDto[] }>('/products/new')
    expect(skusOf(body.data.products)).toEqual([
      'KTG-1',
      'DVY-1',
      'KON-1',
      'GUT-1',
      'EGE-10',
      'EGE-9',
      'EGE-8',
      'EGE-7',
    ])
    const three = await getJson<{ products: ProductDto[] }>('/products/new?limit=3')
    expect(skusOf(three.body.data.products)).toEqual(['KTG-1', 'DVY-1', 'KON-1'])
  })

  it('answers products whose discount applies', async () => {
    const { body } = await getJson<{ products: ProductDto[] }>('/products/discounted?limit=50')
    expect(skusOf(body.data.products)).toEqual(['EGE-9', 'EGE-6', 'EGE-3'])
    for (const product of body.data.products) expect(product.discountPrice).toBeLessThan(product.price)
  })

  it.each(['featured', 'new', 'discounted'])('/%s refuses a bad limit', async (section) => {
    for (const limit of ['0', 'abc', '51', '2.5']) {
      const { status, body } = await getFailure(`/products/${section}?limit=${limit}`)
      expect(status).toBe(400)
      expect(body.errors).toEqual([{ field: 'limit', message: expect.any(String) }])
    }
  })
})

describe('GET /api/products/{id or slug}', () => {
  it('answers the product and related products by id and by slug alike', async () => {
    const byId = await getJson<ProductDetail>(`/products/${ids.file5}`)
    expect(byId.status).toBe(200)
    expect(byId.body.data.product).toMatchObject({ _id: ids.file5, sku: 'EGE-5', slug: 'ege-5', price: 105 })
    expect(byId.body.data.product.category).toEqual({
      _id: ids.files,
      slug: 'd-ege',
      name: expect.any(Object),
    })
    const bySlug = await getJson<ProductDetail>('/products/ege-5')
    expect(bySlug.body.data).toEqual(byId.body.data)
  })

  it('relates the same category first, newest first, up to 8, never the product itself', async () => {
    const { body } = await getJson<ProductDetail>(`/products/${ids.file5}`)
    const related = skusOf(body.data.relatedProducts)
    expect(related).toEqual(['EGE-10', 'EGE-9', 'EGE-8', 'EGE-7', 'EGE-6', 'EGE-4', 'EGE-3', 'EGE-2'])
    expect(related).not.toContain('EGE-5')
  })

  it('fills up with sibling categories, never hidden ones', async () => {
    const { body } = await getJson<ProductDetail>(`/products/${ids.fill1}`)
    expect(skusOf(body.data.relatedProducts)).toEqual([
      'KON-1',
      'EGE-10',
      'EGE-9',
      'EGE-8',
      'EGE-7',
      'EGE-6',
      'EGE-5',
      'EGE-4',
    ])
    const lone = await getJson<ProductDetail>(`/products/${ids.forceps}`)
    expect(lone.body.data.relatedProducts).toEqual([])
    const loose = await getJson<ProductDetail>(`/products/${ids.loose}`)
    expect(loose.body.data.relatedProducts).toEqual([])
  })

  it('is a 404 for missing, inactive and hidden-category products', async () => {
    for (const path of [
      '/products/yok-boyle-urun',
      '/products/psf-1',
      '/products/gzl-1',
      '/products/000000000000000000000000',
    ]) {
      const { status, body } = await getFailure(path)
      expect(status, path).toBe(404)
      expect(body).toEqual({ success: false, message: 'Ürün bulunamadı' })
    }
  })
})

describe('GET /api/products/sku/{sku}', () => {
  it('answers the product by SKU, in any case', async () => {
    const { status, body } = await getJson<{ product: ProductDto }>('/products/sku/EGE-3')
    expect(status).toBe(200)
    expect(body.data.product._id).toBe(ids.file3)
    const lower = await getJson<{ product: ProductDto }>('/products/sku/ege-3')
    expect(lower.body.data.product._id).toBe(ids.file3)
  })

  it('is a 404 for an unknown or hidden SKU', async () => {
    for (const sku of ['NOPE-1', 'PSF-1', 'GZL-1']) {
      const { status, body } = await getFailure(`/products/sku/${sku}`)
      expect(status).toBe(404)
      expect(body.message).toBe('Ürün bulunamadı')
    }
  })
})

describe('GET /api/products/{id}/stock', () => {
  it('says whether the asked quantity is available', async () => {
    const enough = await getJson<ProductStockDto>(`/products/${ids.file7}/stock?quantity=7`)
    expect(enough.status).toBe(200)
    expect(enough.body.data).toEqual({
      productId: ids.file7,
      stock: 7,
      requested: 7,
      available: true,
      isInStock: true,
    })
    const tooMany = await getJson<ProductStockDto>(`/products/${ids.file7}/stock?quantity=8`)
    expect(tooMany.body.data).toMatchObject({ stock: 7, requested: 8, available: false, isInStock: true })
    const soldOut = await getJson<ProductStockDto>('/products/ege-1/stock')
    expect(soldOut.body.data).toEqual({
      productId: ids.file1,
      stock: 0,
      requested: 1,
      available: false,
      isInStock: false,
    })
  })

  it('refuses a quantity that is not a whole number of at least 1', async () => {
    for (const quantity of ['0', '-1', 'abc', '1.5', '']) {
      const { status, body } = await getFailure(`/products/${ids.file7}/stock?quantity=${quantity}`)
      expect(status, quantity).toBe(400)
      expect(body.errors?.[0]?.field).toBe('quantity')
    }
  })

  it('is a 404 for a missing or hidden product', async () => {
    for (const id of ['000000000000000000000000', 'psf-1']) {
      const { status, body } = await getFailure(`/products/${id}/stock?quantity=1`)
      expect(status).toBe(404)
      expect(body.message).toBe('Ürün bulunamadı')
    }
  })
})
