import { env } from 'cloudflare:workers'
import { effectivePrice, type ProductDto } from '@shop/domain'
import { eq, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/d1'
import { beforeAll, describe, expect, it } from 'vitest'
import { derivedProductColumns } from '../src/db/product-columns'
import { LONGEST_INDEXED_PREFIX, productsFts } from '../src/db/queries/product-search'
import * as schema from '../src/db/schema'
import { products } from '../src/db/schema'
import { insertCategory, insertProduct } from './helpers/catalogue'
import { getFailure, getJson } from './helpers/http'

type List = { products: ProductDto[] }

async function skus(query: string): Promise<string[]> {
  const { status, body } = await getJson<List>(`/products${query}`)
  expect(status).toBe(200)
  return body.data.products.map((product) => product.sku)
}

const ids: Record<string, string> = {}

beforeAll(async () => {
  ids.surgery = await insertCategory(env.DB, { slug: 's-cerrahi', name: 'Cerrahi' })
  ids.hidden = await insertCategory(env.DB, { slug: 's-gizli', name: 'Gizli', isActive: false })
  const day = (n: number) => `2025-02-${String(n).padStart(2, '0')}T10:00:00.000Z`
  await insertProduct(env.DB, {
    name: 'İmplant Motoru',
    nameEn: 'Implant Motor',
    sku: 'MOT-100',
    price: 9000,
    categoryId: ids.surgery,
    createdAt: day(1),
  })
  await insertProduct(env.DB, {
    name: 'CERRAHİ İMPLANT SETİ',
    nameEn: 'Surgical Implant Kit',
    sku: 'SET-200',
    price: 4000,
    discountPrice: 3500,
    isFeatured: true,
    categoryId: ids.surgery,
    createdAt: day(2),
  })
  // 'implant' only in the description: found, but ranked below the names.
  await insertProduct(env.DB, {
    name: 'Cerrahi Aspiratör Ucu',
    nameEn: 'Surgical Suction Tip',
    sku: 'ASP-300',
    price: 40,
    categoryId: ids.surgery,
    description: {
      tr: 'İmplant cerrahisinde kullanılan tek kullanımlık uç.',
      en: 'Single-use tip for implant surgery.',
    },
    createdAt: day(3),
  })
  await insertProduct(env.DB, {
    name: 'Işık Kılıfı',
    nameEn: 'Light Sleeve',
    sku: 'KLF-400',
    price: 15,
    createdAt: day(4),
  })
  await insertProduct(env.DB, {
    name: 'Şırınga Çürük Dedektörü',
    nameEn: 'Caries Detector Syringe',
    sku: 'SRN-500',
    price: 120,
    createdAt: day(5),
  })
  await insertProduct(env.DB, { name: 'Pasif İmplant', sku: 'HID-600', price: 10, isActive: false })
  await insertProduct(env.DB, { name: 'Gizli İmplant', sku: 'HID-700', price: 10, categoryId: ids.hidden })
})

describe('GET /api/products?q= full-text search', () => {
  it('folds case and Turkish letters both ways', async () => {
    const implant = ['SET-200', 'MOT-100', 'ASP-300']
    for (const q of ['implant', 'İmplant', 'IMPLANT', 'ımplant', 'İMPLANT']) {
      expect((await skus(`?q=${encodeURIComponent(q)}`)).sort()).toEqual([...implant].sort())
    }
    expect((await skus('?q=cerrahi')).sort()).toEqual(['ASP-300', 'SET-200'])
    expect(await skus(`?q=${encodeURIComponent('CERRAHİ')}`)).toEqual(await skus('?q=cerrahi'))
    expect(await skus('?q=kilif')).toEqual(['KLF-400'])
    expect(await skus(`?q=${encodeURIComponent('KILIF')}`)).toEqual(['KLF-400'])
    expect(await skus(`?q=${encodeURIComponent('ışık')}`)).toEqual(['KLF-400'])
    expect(await skus('?q=siringa%20curuk')).toEqual(['SRN-500'])
    expect(await skus(`?q=${encodeURIComponent('şırınga çürük')}`)).toEqual(['SRN-500'])
  })

  it('matches prefixes, so a shopper typing sees results', async () => {
    expect((await skus('?q=impl')).sort()).toEqual(['ASP-300', 'MOT-100', 'SET-200'])
    expect(await skus('?q=imp%20mot')).toEqual(['MOT-100'])
    expect(await skus('?q=dedekt')).toEqual(['SRN-500'])
    expect(await skus('?q=im')).toContain('MOT-100')
  })

  it('finds words longer than the longest prefix the index keeps a list for', async () => {
    expect(await skus('?q=cerrahisinde')).toEqual(['ASP-300'])
    expect(await skus('?q=tek%20kullan%C4%B1ml%C4%B1k')).toEqual(['ASP-300'])
  })

  it('keeps a list of its own for every prefix a query looks up, so none merges the lists of every word', async () => {
    const table = await env.DB.prepare("SELECT sql FROM sqlite_master WHERE name = 'products_fts'").first<{
      sql: string
    }>()
    const declared = /prefix\s*=\s*'([\d ]+)'/
      .exec(table?.sql ?? '')?.[1]
      ?.split(' ')
      .map(Number)
    expect(declared).toEqual(Array.from({ length: LONGEST_INDEXED_PREFIX }, (_, index) => index + 1))
  })

  it('searches English names, descriptions and the SKU', async () => {
    expect(await skus('?q=syringe')).toEqual(['SRN-500'])
    expect(await skus('?q=suction')).toEqual(['ASP-300'])
    expect(await skus('?q=tek%20kullan')).toEqual(['ASP-300'])
    expect(await skus('?q=SET-200')).toEqual(['SET-200'])
    expect(await skus('?q=klf')).toEqual(['KLF-400'])
  })

  it('keeps the parts of a word typed with a hyphen or a slash together, as they stand in a SKU', async () => {
    expect(await skus('?q=SET-20')).toEqual(['SET-200'])
    expect(await skus('?q=implant-motor')).toEqual(['MOT-100'])
    // The same words typed apart are two words, found anywhere in the product.
    expect(await skus('?q=seti%20cerrahi')).toEqual(['SET-200'])
    expect(await skus('?q=seti-cerrahi')).toEqual([])
  })

  it('ranks name hits above description hits, best first whatever the order parameter says', async () => {
    const ranked = await skus('?q=implant')
    expect(ranked.at(-1)).toBe('ASP-300')
    expect(await skus('?q=implant&order=asc')).toEqual(ranked)
  })

  it('pages a ranked search and counts it, on its pages and past the last one', async () => {
    const ranked = await skus('?q=implant')
    const second = await getJson<List>('/products?q=implant&limit=2&page=2')
    expect(second.body.data.products.map((p) => p.sku)).toEqual(ranked.slice(2))
    expect(second.body.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 })
    const past = await getJson<List>('/products?q=implant&limit=2&page=5')
    expect(past.body.data.products).toEqual([])
    expect(past.body.pagination).toEqual({ page: 5, limit: 2, total: 3, pages: 2 })
  })

  it('requires every term', async () => {
    expect(await skus('?q=implant%20motor')).toEqual(['MOT-100'])
    expect(await skus('?q=implant%20syringe')).toEqual([])
  })

  it('never shows inactive products or products of hidden categories', async () => {
    const found = await skus('?q=implant&limit=100')
    expect(found).not.toContain('HID-600')
    expect(found).not.toContain('HID-700')
    expect(await skus('?q=gizli')).toEqual([])
    expect(await skus('?q=pasif')).toEqual([])
  })

  it('combines with filters, explicit sorts and pagination', async () => {
    expect(await skus('?q=implant&featured=true')).toEqual(['SET-200'])
    expect(await skus('?q=implant&sale=true')).toEqual(['SET-200'])
    expect(await skus('?q=implant&category=s-cerrahi&sort=price&order=asc')).toEqual([
      'ASP-300',
      'SET-200',
      'MOT-100',
    ])
    expect(await skus('?q=implant&sort=createdAt&order=desc')).toEqual(['ASP-300', 'SET-200', 'MOT-100'])
    const page = await getJson<List>('/products?q=implant&limit=2&page=2&sort=price&order=asc')
    expect(page.body.data.products.map((p) => p.sku)).toEqual(['MOT-100'])
    expect(page.body.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 })
  })

  it('answers quotes, FTS operators and punctuation without failing', async () => {
    for (const q of [
      '"',
      '""',
      '*',
      '%',
      "'",
      '"implant',
      'implant"*',
      'NEAR(implant',
      'a OR b',
      '-',
      '^',
      '(',
    ]) {
      const { status } = await getJson<List>(`/products?q=${encodeURIComponent(q)}`)
      expect(status, q).toBe(200)
    }
    const empty = await getJson<List>(`/products?q=${encodeURIComponent('"*()')}`)
    expect(empty.body.data.products).toEqual([])
    expect(empty.body.pagination).toEqual({ page: 1, limit: 20, total: 0, pages: 1 })
    expect(await skus(`?q=${encodeURIComponent('"implant" AND *motor*')}`)).toEqual([])
    expect(await skus(`?q=${encodeURIComponent('"implant"  (motor)')}`)).toEqual(['MOT-100'])
  })

  it('rejects a search text over 200 characters', async () => {
    const { status, body } = await getFailure(`/products?q=${'a'.repeat(201)}`)
    expect(status).toBe(400)
    expect(body.errors?.[0]?.field).toBe('q')
  })

  it('sends a Server-Timing header with the database time', async () => {
    const { headers } = await getJson<List>('/products?q=implant')
    expect(headers.get('Server-Timing')).toMatch(/db;dur=[\d.]+/)
    expect(headers.get('Server-Timing')).toMatch(/total;dur=[\d.]+;desc="API"/)
  })
})

describe('the search index', () => {
  const db = drizzle(env.DB, { schema })

  it('follows product writes: new, renamed and deleted products', async () => {
    const id = await insertProduct(env.DB, { name: 'Gracey Küret', sku: 'KRT-800', price: 90 })
    expect(await skus('?q=kuret')).toEqual(['KRT-800'])

    const name = { tr: 'Columbia Küret', en: 'Columbia Curette' }
    await db
      .update(products)
      .set({ name, ...derivedProductColumns({ name, price: 9000, discountPrice: null }) })
      .where(eq(products.id, id))
    expect(await skus('?q=gracey')).toEqual([])
    expect(await skus('?q=columbia')).toEqual(['KRT-800'])

    // A stock change does not touch the index (the update trigger watches the indexed columns only).
    await db.update(products).set({ stock: 0 }).where(eq(products.id, id))
    expect(await skus('?q=columbia')).toEqual(['KRT-800'])

    await db.delete(products).where(eq(products.id, id))
    expect(await skus('?q=columbia')).toEqual([])
    const [check] = await db.select({ n: sql<number>`count(*)` }).from(productsFts)
    const [rows] = await db.select({ n: sql<number>`count(*)` }).from(products)
    expect(check?.n).toBe(rows?.n)
    await env.DB.prepare(`INSERT INTO products_fts(products_fts) VALUES ('integrity-check')`).run()
  })

  it('keeps each product’s search keys in step with its row through every kind of write', async () => {
    const keysMatchProducts = async () => {
      const columns = 'id, is_active, is_featured, category_id, price, effective_price, created_at'
      const rows = await env.DB.prepare(
        `SELECT rowid AS row_id, ${columns}, stock > 0 AS in_stock FROM products ORDER BY rowid`,
      ).all()
      const keys = await env.DB.prepare(
        `SELECT row_id, ${columns}, in_stock FROM product_search_keys ORDER BY row_id`,
      ).all()
      expect(keys.results).toEqual(rows.results)
    }
    const id = await insertProduct(env.DB, { name: 'Mandrel Disk', sku: 'MND-810', price: 40, stock: 3 })
    const update = (set: Partial<typeof products.$inferInsert>) =>
      db.update(products).set(set).where(eq(products.id, id))
    expect(await skus('?q=mandrel&inStock=true')).toEqual(['MND-810'])
    await keysMatchProducts()

    await update({ isActive: false })
    expect(await skus('?q=mandrel')).toEqual([])
    await update({ isActive: true, categoryId: ids.hidden })
    expect(await skus('?q=mandrel')).toEqual([])
    await update({ categoryId: ids.surgery })
    expect(await skus('?q=mandrel&category=s-cerrahi')).toEqual(['MND-810'])
    await update({ stock: 1 })
    expect(await skus('?q=mandrel&inStock=true')).toEqual(['MND-810'])
    await update({ stock: 0 })
    expect(await skus('?q=mandrel&inStock=true')).toEqual([])
    expect(await skus('?q=mandrel&inStock=false')).toEqual(['MND-810'])
    await update({ stock: 5 })
    expect(await skus('?q=mandrel&inStock=true')).toEqual(['MND-810'])
    // 40 ₺ with a discount to 30 ₺ (prices in kuruş).
    await update({
      isFeatured: true,
      price: 4000,
      discountPrice: 3000,
      effectivePrice: effectivePrice(4000, 3000),
    })
    expect(await skus('?q=mandrel&featured=true&sale=true&maxPrice=30')).toEqual(['MND-810'])
    await update({ createdAt: '2020-01-01T00:00:00.000Z' })
    await keysMatchProducts()

    await db.delete(products).where(eq(products.id, id))
    expect(await skus('?q=mandrel')).toEqual([])
    await keysMatchProducts()
  })

  it('fills the search keys of products that predate them with the migration backfill', async () => {
    const backfill = env.TEST_MIGRATIONS.flatMap((m) => m.queries).find((q) =>
      /^INSERT INTO `product_search_keys`/.test(q.trim()),
    )
    expect(backfill).toBeDefined()
    await env.DB.prepare('DELETE FROM product_search_keys').run()
    expect(await skus('?q=kilif')).toEqual([])
    await env.DB.prepare(backfill as string).run()
    expect(await skus('?q=kilif')).toEqual(['KLF-400'])
  })

  it('indexes rows that predate the search columns with the migration backfill', async () => {
    const backfill = env.TEST_MIGRATIONS.flatMap((m) => m.queries).find((q) =>
      /^UPDATE `products` SET\s+`search_names`/.test(q.trim().replace(/^--.*\n/gm, '')),
    )
    expect(backfill).toBeDefined()
    await env.DB.prepare(
      `INSERT INTO products (id, slug, sku, name, short_description, description, price, effective_price)
       VALUES ('0000000000000000000000aa', 'eski-urun', 'OLD-900', ?, ?, ?, 1000, 1000)`,
    )
      .bind(
        JSON.stringify({ tr: 'ESKİ IŞIKLI AYNA', en: 'Old Lit Mirror' }),
        JSON.stringify({ tr: 'Şık' }),
        JSON.stringify({ en: 'Ağız aynası' }),
      )
      .run()
    expect(await skus('?q=eski')).toEqual([])
    await env.DB.prepare(backfill as string).run()
    await env.DB.prepare(`INSERT INTO products_fts(products_fts) VALUES ('rebuild')`).run()
    for (const q of ['eski', 'isikli', 'IŞIKLI', 'ışıklı', 'sik', 'agiz', 'mirror']) {
      expect(await skus(`?q=${encodeURIComponent(q)}`), q).toEqual(['OLD-900'])
    }
  })
})
