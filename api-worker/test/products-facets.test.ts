import { env } from 'cloudflare:workers'
import type { ProductFacets } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertCategory, insertProduct } from './helpers/catalogue'
import { getFailure, getJson } from './helpers/http'

const ids: Record<string, string> = {}

async function facets(query: string): Promise<ProductFacets> {
  const { status, body } = await getJson<{ facets: ProductFacets }>(`/products/facets?${query}`)
  expect(status, query).toBe(200)
  return body.data.facets
}

/** The category counts of an answer restricted to this file's categories, keyed by name. */
function categoryCounts(answer: ProductFacets): Record<string, number> {
  const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]))
  return Object.fromEntries(
    answer.categories
      .filter((facet) => names[facet.categoryId])
      .map((facet) => [names[facet.categoryId], facet.count]),
  )
}

// Effective prices: X-1 40 (sale from 50, root), X-2 70 (root, out of stock), X-3 120 (child), X-4 90 (sale from
// 100, child, out of stock), X-5 300 (other root), X-6 inactive (never counted), X-7 in an inactive category.
beforeAll(async () => {
  ids.root = await insertCategory(env.DB, { slug: 'x-ortodonti', name: 'Ortodonti' })
  ids.child = await insertCategory(env.DB, { slug: 'x-braket', name: 'Braket', parentId: ids.root })
  ids.other = await insertCategory(env.DB, { slug: 'x-cerrahi', name: 'Cerrahi' })
  ids.hidden = await insertCategory(env.DB, { slug: 'x-gizli', name: 'Gizli', isActive: false })
  await insertProduct(env.DB, {
    name: 'Xeno Tel',
    sku: 'X-1',
    price: 50,
    discountPrice: 40,
    categoryId: ids.root,
  })
  await insertProduct(env.DB, { name: 'Xeno Lastik', sku: 'X-2', price: 70, stock: 0, categoryId: ids.root })
  await insertProduct(env.DB, { name: 'Xeno Braket', sku: 'X-3', price: 120, categoryId: ids.child })
  await insertProduct(env.DB, {
    name: 'Xeno Tüp',
    sku: 'X-4',
    price: 100,
    discountPrice: 90,
    stock: 0,
    categoryId: ids.child,
  })
  await insertProduct(env.DB, { name: 'Xeno Makas', sku: 'X-5', price: 300, categoryId: ids.other })
  await insertProduct(env.DB, {
    name: 'Xeno Pasif',
    sku: 'X-6',
    price: 10,
    isActive: false,
    categoryId: ids.root,
  })
  await insertProduct(env.DB, { name: 'Xeno Gizli', sku: 'X-7', price: 10, categoryId: ids.hidden })
})

describe('GET /api/products/facets', () => {
  it('counts visible products per category (each under its own category), in stock and on sale', async () => {
    const answer = await facets('q=xeno')
    expect(answer).toMatchObject({ total: 5, inStock: 3, onSale: 2 })
    expect(categoryCounts(answer)).toEqual({ root: 2, child: 2, other: 1 })
  })

  it('leaves each facet its own filter out and applies the others', async () => {
    // In the tree and in stock. On sale among them: X-1. The categories ignore the category.
    const inStock = await facets('q=xeno&category=x-ortodonti&inStock=true')
    expect(inStock).toMatchObject({ total: 2, inStock: 2, onSale: 1 })
    expect(categoryCounts(inStock)).toEqual({ root: 1, child: 1, other: 1 })
    // On sale. In stock among them: X-1.
    const onSale = await facets('q=xeno&sale=true')
    expect(onSale).toMatchObject({ total: 2, inStock: 1, onSale: 2 })
    expect(categoryCounts(onSale)).toEqual({ root: 1, child: 1 })
    // Out of stock asked for: the in-stock count still says what checking "in stock" would show.
    expect(await facets('q=xeno&inStock=false')).toMatchObject({ total: 2, inStock: 3, onSale: 1 })
  })

  it('combines a price range, a category subtree and search', async () => {
    const inRange = await facets('q=xeno&minPrice=60&maxPrice=150')
    expect(inRange).toMatchObject({ total: 3, inStock: 1, onSale: 1 })
    expect(categoryCounts(inRange)).toEqual({ root: 1, child: 2 })
    const inChild = await facets('q=xeno&category=x-braket&maxPrice=100')
    expect(inChild).toMatchObject({ total: 1, inStock: 0, onSale: 1 })
    const onlySearch = await facets('q=makas')
    expect(onlySearch).toMatchObject({ total: 1, inStock: 1, onSale: 0 })
    expect(categoryCounts(onlySearch)).toEqual({ other: 1 })
  })

  it('counts a price range per category without a search, with the other filters and never the category', async () => {
    // 60-150: X-2 70 (root), X-3 120 and X-4 90 (child); the hidden and inactive products at 10 never.
    expect(categoryCounts(await facets('minPrice=60&maxPrice=150'))).toEqual({ root: 1, child: 2 })
    expect(categoryCounts(await facets('category=x-braket&minPrice=60&maxPrice=150'))).toEqual({
      root: 1,
      child: 2,
    })
    expect(categoryCounts(await facets('minPrice=60&maxPrice=150&inStock=true'))).toEqual({ child: 1 })
    expect(categoryCounts(await facets('maxPrice=45'))).toEqual({ root: 1 })
    expect(categoryCounts(await facets('minPrice=200'))).toEqual({ other: 1 })
  })

  it('counts a price bound with each filter beside it as the list counts it, and each facet without its own', async () => {
    // In x-ortodonti's tree: X-1 40 (sale, in stock), X-2 70 (out of stock), X-3 120 (in stock), X-4 90 (sale, out).
    const expected: [string, Pick<ProductFacets, 'total' | 'inStock' | 'onSale'>][] = [
      ['minPrice=20', { total: 4, inStock: 2, onSale: 2 }],
      ['minPrice=20&sale=true', { total: 2, inStock: 1, onSale: 2 }],
      ['minPrice=20&inStock=false', { total: 2, inStock: 2, onSale: 1 }],
      ['minPrice=20&featured=false&sale=false', { total: 2, inStock: 1, onSale: 2 }],
      ['maxPrice=100&inStock=true', { total: 1, inStock: 1, onSale: 1 }],
      ['minPrice=20&featured=true', { total: 0, inStock: 0, onSale: 0 }],
    ]
    for (const [filters, counts] of expected) {
      const query = `category=x-ortodonti&${filters}`
      expect(await facets(query), query).toMatchObject(counts)
      const list = await getJson<unknown>(`/products?${query}`)
      expect(list.body.pagination?.total, query).toBe(counts.total)
    }
    expect(categoryCounts(await facets('minPrice=20'))).toEqual({ root: 2, child: 2, other: 1 })
    expect(categoryCounts(await facets('minPrice=20&sale=true'))).toEqual({ root: 1, child: 1 })
  })

  it('counts without a search from the whole visible catalogue', async () => {
    const answer = await facets('category=x-ortodonti')
    expect(answer).toMatchObject({ total: 4, inStock: 2, onSale: 2 })
    expect(categoryCounts(answer)).toEqual({ root: 2, child: 2, other: 1 })
  })

  it('answers zeros for a search with nothing searchable', async () => {
    expect(await facets('q=%21%21')).toEqual({ total: 0, inStock: 0, onSale: 0, featured: 0, categories: [] })
  })

  it('ignores paging and sorting parameters it does not need', async () => {
    expect((await facets('q=xeno&page=3&sort=price')).total).toBe(5)
  })
})

describe('GET /api/products/facets counts the featured products', () => {
  // In y-implant: Y-1 featured 100, Y-2 featured on sale (80 from 100) out of stock, Y-3 60; Y-4 featured, inactive.
  beforeAll(async () => {
    const categoryId = await insertCategory(env.DB, { slug: 'y-implant', name: 'İmplant' })
    await insertProduct(env.DB, { name: 'Yakut Vida', sku: 'Y-1', price: 100, isFeatured: true, categoryId })
    await insertProduct(env.DB, {
      name: 'Yakut Abutment',
      sku: 'Y-2',
      price: 100,
      discountPrice: 80,
      stock: 0,
      isFeatured: true,
      categoryId,
    })
    await insertProduct(env.DB, { name: 'Yakut Kapak', sku: 'Y-3', price: 60, categoryId })
    await insertProduct(env.DB, {
      name: 'Yakut Pasif',
      sku: 'Y-4',
      price: 60,
      isFeatured: true,
      isActive: false,
      categoryId,
    })
  })

  it('says how many products ticking "featured" would show, with every other filter and never its own', async () => {
    // Kept counts (no search, no price bound), grouped counts (a price bound) and a search's sample agree.
    const expected: [string, Pick<ProductFacets, 'total' | 'featured'>][] = [
      ['category=y-implant', { total: 3, featured: 2 }],
      ['category=y-implant&featured=true', { total: 2, featured: 2 }],
      ['category=y-implant&inStock=true', { total: 2, featured: 1 }],
      ['category=y-implant&sale=true&featured=true', { total: 1, featured: 1 }],
      ['category=y-implant&featured=false', { total: 1, featured: 2 }],
      ['category=y-implant&minPrice=10', { total: 3, featured: 2 }],
      ['category=y-implant&minPrice=10&featured=true', { total: 2, featured: 2 }],
      ['category=y-implant&minPrice=10&featured=false', { total: 1, featured: 2 }],
      ['category=y-implant&maxPrice=90&inStock=true', { total: 1, featured: 0 }],
      ['q=yakut', { total: 3, featured: 2 }],
      ['q=yakut&featured=true&inStock=false', { total: 1, featured: 1 }],
      ['q=yakut&featured=false', { total: 1, featured: 2 }],
    ]
    for (const [query, counts] of expected) {
      const answer = await facets(query)
      expect(answer, query).toMatchObject(counts)
      // The count beside the option is the list's total once it is ticked.
      const ticked = `${query.replace(/&?featured=(true|false)/, '')}&featured=true`
      const list = await getJson<unknown>(`/products?${ticked}`)
      expect(list.body.pagination?.total, ticked).toBe(counts.featured)
    }
  })
})

describe('GET /api/products/facets refuses bad input', () => {
  it('answers 400 with the field and its message', async () => {
    for (const [query, field, message] of [
      ['minPrice=-5', 'minPrice', 'Fiyat 0 ile 100.000.000 ₺ arasında bir sayı olmalıdır'],
      ['maxPrice=abc', 'maxPrice', 'Fiyat 0 ile 100.000.000 ₺ arasında bir sayı olmalıdır'],
      ['minPrice=20&maxPrice=10', 'minPrice', 'En düşük fiyat en yüksek fiyattan büyük olamaz'],
    ] as const) {
      const { status, body } = await getFailure(`/products/facets?${query}`)
      expect(status, query).toBe(400)
      expect(body.message, query).toBe(message)
      expect(body.errors?.[0]?.field, query).toBe(field)
    }
    const { status, body } = await getFailure('/products/facets?inStock=yes')
    expect(status).toBe(400)
    expect(body.errors?.[0]?.field).toBe('inStock')
    expect(body.message).toBeTruthy()
  })
})
