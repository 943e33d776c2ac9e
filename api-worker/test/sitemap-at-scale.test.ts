import { env, exports } from 'cloudflare:workers'
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  SITEMAP_PRODUCTS_PER_FILE,
  sitemapProductFilesQuery,
  sitemapProductsOf,
} from '../src/seo/seo-queries'
import { insertCategory, insertProduct } from './helpers/catalogue'
import { planDb, planOf } from './helpers/query-plans'
import { seedCatalogue } from './helpers/scale-catalogue'

/** Enough products for three files, the last one part full. */
const CATALOGUE = 25_000
/** What the sitemap protocol allows in one file. */
const PROTOCOL_MAX_URLS = 50_000

const get = (path: string) => exports.default.fetch(`https://shop.test${path}`)
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? '')

const filesQuery = { toSQL: () => new SQLiteSyncDialect().sqlToQuery(sitemapProductFilesQuery()) }

async function rowsReadBy(statement: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql, params } = statement.toSQL()
  const { meta } = await env.DB.prepare(sql)
    .bind(...params)
    .all()
  return meta.rows_read
}

/** Every product address the index leads to, file by file. */
async function productFiles() {
  const index = await get('/sitemap.xml')
  expect(index.status).toBe(200)
  const files = locsOf(await index.text()).filter((loc) => loc.includes('/sitemaps/products-'))
  const urls: string[][] = []
  for (const file of files) {
    const res = await get(new URL(file).pathname)
    expect(res.status, file).toBe(200)
    urls.push(locsOf(await res.text()))
  }
  return { files, urls }
}

describe(`the sitemap at ${CATALOGUE.toLocaleString('en')} products`, () => {
  beforeAll(async () => {
    const first = await insertCategory(env.DB, { slug: 'harita-a', name: 'Harita A' })
    const second = await insertCategory(env.DB, { slug: 'harita-b', name: 'Harita B' })
    const template = await insertProduct(env.DB, {
      sku: 'MAP-T',
      name: 'Harita ürünü',
      price: 100,
      categoryId: first,
    })
    await seedCatalogue(template, [first, second], 1, CATALOGUE - 1)
  }, 60_000)

  it('splits the products into files of at most SITEMAP_PRODUCTS_PER_FILE, each listed once by the index', async () => {
    const { files, urls } = await productFiles()
    expect(files.map((file) => new URL(file).pathname)).toEqual([
      '/sitemaps/products-1.xml',
      '/sitemaps/products-2.xml',
      '/sitemaps/products-3.xml',
    ])
    for (const file of urls) {
      expect(file.length).toBeGreaterThan(0)
      expect(file.length).toBeLessThanOrEqual(Math.min(SITEMAP_PRODUCTS_PER_FILE, PROTOCOL_MAX_URLS))
    }
    const all = urls.flat()
    expect(new Set(all).size).toBe(all.length)
    const slugs = await env.DB.prepare('SELECT slug FROM products').all<{ slug: string }>()
    expect(new Set(all)).toEqual(
      new Set(slugs.results.map(({ slug }) => `https://shop.test/products/${slug}`)),
    )
    expect(all).toHaveLength(CATALOGUE)
  })

  it('reads one range of products per file and a few rows per file for the index, never the catalogue', async () => {
    const plan = await planOf(sitemapProductsOf(planDb, 2))
    expect(
      plan.some((detail) =>
        /SEARCH products USING INTEGER PRIMARY KEY \(rowid>\? AND rowid<\?\)/.test(detail),
      ),
      plan.join('\n'),
    ).toBe(true)
    // The visibility check reads the categories, a few rows.
    expect(await rowsReadBy(sitemapProductsOf(planDb, 2))).toBeLessThanOrEqual(SITEMAP_PRODUCTS_PER_FILE + 50)
    expect(await rowsReadBy(filesQuery)).toBeLessThanOrEqual(100)
  })

  it('leaves out a range without a visible product, whose file answers 404', async () => {
    await env.DB.prepare('UPDATE products SET is_active = 0 WHERE rowid > ?1 AND rowid <= ?2')
      .bind(SITEMAP_PRODUCTS_PER_FILE, 2 * SITEMAP_PRODUCTS_PER_FILE)
      .run()
    const { files, urls } = await productFiles()
    expect(files.map((file) => new URL(file).pathname)).toEqual([
      '/sitemaps/products-1.xml',
      '/sitemaps/products-3.xml',
    ])
    expect(urls.flat()).toHaveLength(CATALOGUE - SITEMAP_PRODUCTS_PER_FILE)
    expect((await get('/sitemaps/products-2.xml')).status).toBe(404)
    // Looking for a visible product in a hidden range reads that range, still one file's worth.
    expect(await rowsReadBy(filesQuery)).toBeLessThanOrEqual(SITEMAP_PRODUCTS_PER_FILE + 100)
  })
})
