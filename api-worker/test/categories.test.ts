import { env } from 'cloudflare:workers'
import type { CategoryDetail, CategoryDto, CategoryNode, ProductDto } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertCategory, insertProduct } from './helpers/catalogue'
import { getFailure, getJson } from './helpers/http'

const ids: Record<string, string> = {}
const slugs = (list: { slug: string }[]) => list.map((category) => category.slug)

beforeAll(async () => {
  // Roots out of sort order on purpose; two children share an order and fall back to the Turkish name.
  ids.surgery = await insertCategory(env.DB, { slug: 'c-cerrahi', name: 'Cerrahi', sortOrder: 2 })
  ids.endo = await insertCategory(env.DB, { slug: 'c-endo', name: 'Endodonti', sortOrder: 1 })
  ids.hiddenRoot = await insertCategory(env.DB, {
    slug: 'c-pasif',
    name: 'Pasif',
    sortOrder: 0,
    isActive: false,
  })
  ids.files = await insertCategory(env.DB, {
    slug: 'c-ege',
    name: 'Eğeler',
    parentId: ids.endo,
    sortOrder: 1,
  })
  ids.cones = await insertCategory(env.DB, {
    slug: 'c-kon',
    name: 'Çubuklar',
    parentId: ids.endo,
    sortOrder: 1,
  })
  ids.sealer = await insertCategory(env.DB, {
    slug: 'c-pat',
    name: 'Patlar',
    parentId: ids.endo,
    sortOrder: 0,
  })
  ids.hiddenChild = await insertCategory(env.DB, {
    slug: 'c-gizli',
    name: 'Gizli',
    parentId: ids.endo,
    isActive: false,
  })
  ids.underHiddenChild = await insertCategory(env.DB, {
    slug: 'c-gizli-alt',
    name: 'Alt',
    parentId: ids.hiddenChild,
  })
  ids.underHiddenRoot = await insertCategory(env.DB, {
    slug: 'c-pasif-alt',
    name: 'Alt 2',
    parentId: ids.hiddenRoot,
  })
  ids.rotary = await insertCategory(env.DB, { slug: 'c-doner', name: 'Döner Eğeler', parentId: ids.files })

  const day = (n: number) => `2025-05-${String(n).padStart(2, '0')}T10:00:00.000Z`
  await insertProduct(env.DB, {
    name: 'Endo Motor',
    sku: 'C-1',
    price: 500,
    categoryId: ids.endo,
    createdAt: day(1),
  })
  await insertProduct(env.DB, {
    name: 'K Eğe',
    sku: 'C-2',
    price: 50,
    categoryId: ids.files,
    createdAt: day(2),
  })
  await insertProduct(env.DB, {
    name: 'NiTi Eğe',
    sku: 'C-3',
    price: 300,
    discountPrice: 250,
    categoryId: ids.rotary,
    createdAt: day(3),
  })
  await insertProduct(env.DB, {
    name: 'Pasif Eğe',
    sku: 'C-4',
    price: 10,
    categoryId: ids.rotary,
    isActive: false,
  })
  await insertProduct(env.DB, { name: 'Gizli Ürün', sku: 'C-5', price: 10, categoryId: ids.hiddenChild })
  await insertProduct(env.DB, {
    name: 'Gizli Alt Ürün',
    sku: 'C-6',
    price: 10,
    categoryId: ids.underHiddenChild,
  })
  await insertProduct(env.DB, {
    name: 'Bistüri',
    sku: 'C-7',
    price: 30,
    categoryId: ids.surgery,
    createdAt: day(4),
  })
})

describe('GET /api/categories/tree', () => {
  it('nests visible categories in sort order, inactive subtrees left out', async () => {
    const { status, body } = await getJson<{ categories: CategoryNode[] }>('/categories/tree')
    expect(status).toBe(200)
    const tree = body.data.categories
    expect(slugs(tree)).toEqual(['c-endo', 'c-cerrahi'])
    const endo = tree[0]
    expect(slugs(endo?.subcategories ?? [])).toEqual(['c-pat', 'c-kon', 'c-ege'])
    expect(slugs(endo?.subcategories[2]?.subcategories ?? [])).toEqual(['c-doner'])
    expect(endo?.subcategories[2]?.subcategories[0]?.subcategories).toEqual([])
    expect(JSON.stringify(tree)).not.toMatch(/c-pasif|c-gizli/)
  })

  it('sends the category fields and product counts that include visible subcategories', async () => {
    const { body } = await getJson<{ categories: CategoryNode[] }>('/categories/tree')
    const [endo, surgery] = body.data.categories
    expect(endo).toMatchObject({
      _id: ids.endo,
      slug: 'c-endo',
      name: { tr: 'Endodonti', en: 'Endodonti (en)' },
      description: { tr: 'Endodonti kategorisi', en: 'Endodonti category' },
      image: '/media/categories/c-endo.png',
      parentCategory: null,
      sortOrder: 1,
      isActive: true,
      // Own (1) + Eğeler (1) + Döner Eğeler (1, the inactive product not counted); hidden children not counted.
      productCount: 3,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
    expect(endo?.subcategories[2]).toMatchObject({ slug: 'c-ege', parentCategory: ids.endo, productCount: 2 })
    expect(surgery?.productCount).toBe(1)
  })
})

describe('GET /api/categories', () => {
  it('lists every visible category, each followed by its subtree', async () => {
    const { body } = await getJson<{ categories: CategoryDto[] }>('/categories')
    expect(slugs(body.data.categories)).toEqual(['c-endo', 'c-pat', 'c-kon', 'c-ege', 'c-doner', 'c-cerrahi'])
    expect(body.data.categories[0]).not.toHaveProperty('subcategories')
  })

  it('lists roots, or one category’s children, with a limit', async () => {
    expect(
      slugs((await getJson<{ categories: CategoryDto[] }>('/categories?parent=root')).body.data.categories),
    ).toEqual(['c-endo', 'c-cerrahi'])
    const children = await getJson<{ categories: CategoryDto[] }>(`/categories?parent=${ids.endo}&limit=2`)
    expect(slugs(children.body.data.categories)).toEqual(['c-pat', 'c-kon'])
    const bySlug = await getJson<{ categories: CategoryDto[] }>('/categories?parent=c-ege')
    expect(slugs(bySlug.body.data.categories)).toEqual(['c-doner'])
  })

  it('is a 404 for a hidden or missing parent and a 400 for a bad limit', async () => {
    expect((await getFailure('/categories?parent=c-gizli')).status).toBe(404)
    expect((await getFailure('/categories?parent=yok')).body.message).toBe('Kategori bulunamadı')
    for (const limit of ['0', 'abc', '101']) {
      const { status, body } = await getFailure(`/categories?limit=${limit}`)
      expect(status).toBe(400)
      expect(body.errors?.[0]?.field).toBe('limit')
    }
  })
})

describe('GET /api/categories/{id} and /categories/slug/{slug}', () => {
  it('answers one category with its visible subcategories and the path from the root', async () => {
    const { status, body } = await getJson<{ category: CategoryDetail }>(`/categories/${ids.rotary}`)
    expect(status).toBe(200)
    expect(body.data.category).toMatchObject({
      _id: ids.rotary,
      slug: 'c-doner',
      productCount: 1,
      subcategories: [],
    })
    expect(body.data.category.ancestors).toEqual([
      { _id: ids.endo, slug: 'c-endo', name: { tr: 'Endodonti', en: 'Endodonti (en)' } },
      { _id: ids.files, slug: 'c-ege', name: { tr: 'Eğeler', en: 'Eğeler (en)' } },
    ])
    const bySlug = await getJson<{ category: CategoryDetail }>('/categories/slug/c-endo')
    expect(bySlug.body.data.category._id).toBe(ids.endo)
    expect(bySlug.body.data.category.ancestors).toEqual([])
    expect(slugs(bySlug.body.data.category.subcategories)).toEqual(['c-pat', 'c-kon', 'c-ege'])
  })

  it('is a 404 "Kategori bulunamadı" when missing, inactive or under an inactive parent', async () => {
    for (const path of [
      `/categories/${ids.hiddenRoot}`,
      `/categories/${ids.hiddenChild}`,
      `/categories/${ids.underHiddenChild}`,
      '/categories/000000000000000000000000',
      '/categories/slug/c-pasif',
      '/categories/slug/c-pasif-alt',
      '/categories/slug/yok-boyle',
    ]) {
      const { status, body } = await getFailure(path)
      expect(status, path).toBe(404)
      expect(body).toEqual({ success: false, message: 'Kategori bulunamadı' })
    }
  })
})

describe('GET /api/categories/{id}/products', () => {
  type List = { products: ProductDto[] }

  it('lists the products of the category and its visible subcategories', async () => {
    const { status, body } = await getJson<List>(`/categories/${ids.endo}/products`)
    expect(status).toBe(200)
    expect(body.data.products.map((p) => p.sku)).toEqual(['C-3', 'C-2', 'C-1'])
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 3, pages: 1 })
    const bySlug = await getJson<List>('/categories/c-ege/products')
    expect(bySlug.body.data.products.map((p) => p.sku)).toEqual(['C-3', 'C-2'])
  })

  it('takes the product list parameters', async () => {
    const sorted = await getJson<List>(`/categories/${ids.endo}/products?sort=price&order=asc&limit=2&page=2`)
    expect(sorted.body.data.products.map((p) => p.sku)).toEqual(['C-1'])
    expect(sorted.body.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 })
    const sale = await getJson<List>(`/categories/${ids.endo}/products?sale=true`)
    expect(sale.body.data.products.map((p) => p.sku)).toEqual(['C-3'])
    const search = await getJson<List>(`/categories/${ids.endo}/products?q=nit`)
    expect(search.body.data.products.map((p) => p.sku)).toEqual(['C-3'])
  })

  it('is a 404 for a hidden category and a 400 for bad parameters', async () => {
    expect((await getFailure(`/categories/${ids.hiddenChild}/products`)).status).toBe(404)
    const { status, body } = await getFailure(`/categories/${ids.endo}/products?page=-1&sort=drop`)
    expect(status).toBe(400)
    expect(body.errors?.map((e) => e.field).sort()).toEqual(['page', 'sort'])
  })
})
