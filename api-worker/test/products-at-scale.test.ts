import { env } from 'cloudflare:workers'
import type { ProductListQuery } from '@shop/domain'
import { FACET_COUNT_CAP, productFacetsSchema, searchPhrases } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { groupedFacetsStatement } from '../src/db/queries/grouped-facets'
import { findProductDetail } from '../src/db/queries/product-detail'
import { productFacets } from '../src/db/queries/product-facets'
import { listProducts } from '../src/db/queries/product-lists'
import { ftsMatchExpression } from '../src/db/queries/product-search'
import {
  COUNT_LOOKAHEAD,
  listPlanFor,
  type ProductListRequest,
  productListStatements,
} from '../src/db/queries/products'
import { RANKED_MATCHES } from '../src/db/queries/ranked-search'
import { insertCategory, insertProduct } from './helpers/catalogue'
import { planOf } from './helpers/query-plans'
import { ftsMatchCount, run } from './helpers/rows-read'
import { seedCatalogue } from './helpers/scale-catalogue'
import {
  base,
  db,
  detailRowsRead,
  facetCountsRead,
  fail,
  ftsMatches,
  pageStatement,
  rowsRead,
  STAFF_PAGES,
  searchFacetsRead,
  staffPageRead,
  suggestionsRead,
} from './helpers/scale-reads'

const CATALOGUE = 100_000

/**
 * A seeded product's page (the seed's numbers are bound as reals, hence the slug): its category has no subcategories
 * or siblings, the case where walking every product newest first found no neighbour to stop at.
 */
const SCALE_PRODUCT = 'scale-5.0'

/** The reference size: above the count's lookahead and the ranked matches, so both sizes hit the same caps. */
const SMALL = 10_000

/**
 * The lists a shopper opens most: each must read about as many rows at 100,000 products as at 10,000. A filter many
 * products pass (in stock: four in five; a price bound) walks the sort's index: before, SQLite read every product
 * the filter let through and sorted them all.
 */
const LISTS: Record<string, Partial<ProductListRequest>> = {
  'the newest first': {},
  'by price': { sort: 'price', order: 'asc' },
  'by price, highest first': { sort: 'price', order: 'desc' },
  'by name': { sort: 'name', order: 'asc' },
  'by name in English': { sort: 'name', order: 'asc', language: 'en' },
  'by name in English, Z to A': { sort: 'name', order: 'desc', language: 'en' },
  'a category': { category: 'olcek-a' },
  'a small category': { category: 'olcek-c' },
  'a small category by price': { category: 'olcek-c', sort: 'price', order: 'asc' },
  'a small category, in stock, not on sale': { category: 'olcek-c', inStock: true, sale: false },
  'in stock, the newest first': { inStock: true },
  'in stock, by price, highest first': { inStock: true, sort: 'price', order: 'desc' },
  'out of stock, by name': { inStock: false, sort: 'name', order: 'asc' },
  'out of stock, by name in English': { inStock: false, sort: 'name', order: 'asc', language: 'en' },
  'on sale, by price': { sale: true, sort: 'price', order: 'asc' },
  'a lower price bound, the newest first': { minPrice: 120 },
  'a price range, by price': { minPrice: 120, maxPrice: 140, sort: 'price', order: 'asc' },
  'a price range, the newest first': { minPrice: 120, maxPrice: 140 },
  'page 10': { page: 10 },
  'a search, by relevance': { q: 'implant' },
  'a search within a category': { q: 'implant vida', category: 'olcek-b' },
  'a search in stock': { q: 'implant', inStock: true },
  'a search on sale': { q: 'implant', sale: true },
  'a rare word by price': { q: 'küçük', sort: 'price', order: 'asc' },
}

/**
 * Filtered lists whose matches come in runs along the sort: the walk also reads the run of products ahead of the page
 * that fail the filter. Here every product on sale (the cheapest, 5,000 kuruş) is out of stock, and the price range
 * leaves out long runs of names ('…10000' to '…10999' are all below it). Sorting every match read 241,045 and 109,040
 * rows at 100,000 products.
 */
const WALKS_PAST_A_RUN: Record<string, Partial<ProductListRequest>> = {
  'in stock, by price': { inStock: true, sort: 'price', order: 'asc' },
  'a price range, by name': { minPrice: 120, maxPrice: 140, sort: 'name', order: 'asc' },
  'a price range, by name in English': {
    minPrice: 120,
    maxPrice: 140,
    sort: 'name',
    order: 'asc',
    language: 'en',
  },
}

/**
 * Searches for a word every product holds, sorted by a column: the page walks the sort's index and keeps the rows
 * the full-text index matched, so SQLite reads the word's list of matches once (a rowid each, from the index) and
 * otherwise about as many rows at 100,000 products as at 10,000. Sorting every match read three rows per match.
 */
const SORTED_SEARCHES: Record<string, Partial<ProductListRequest> & { q: string }> = {
  'a search by price': { q: 'implant', sort: 'price', order: 'asc' },
  'a search by name in English': { q: 'implant', sort: 'name', order: 'asc', language: 'en' },
  'a search, newest first': { q: 'implant', sort: 'createdAt', order: 'desc' },
}

describe(`product lists at ${SMALL.toLocaleString('en')} and ${CATALOGUE.toLocaleString('en')} products`, () => {
  const small = new Map<string, { read: number; duration: number }>()

  beforeAll(async () => {
    const first = await insertCategory(env.DB, { slug: 'olcek-a', name: 'Ölçek A' })
    const second = await insertCategory(env.DB, { slug: 'olcek-b', name: 'Ölçek B' })
    const small3 = await insertCategory(env.DB, { slug: 'olcek-c', name: 'Ölçek C' })
    await insertProduct(env.DB, { sku: 'SCALE-C', name: 'Küçük kategori', price: 100, categoryId: small3 })
    const template = await insertProduct(env.DB, {
      sku: 'SCALE-T',
      name: 'İmplant vida',
      price: 100,
      categoryId: first,
    })
    await seedCatalogue(template, [first, second], 1, SMALL - 1)
    for (const [name, filter] of Object.entries(LISTS))
      small.set(name, await rowsRead({ ...base, ...filter }))
    for (const [name, filter] of Object.entries(WALKS_PAST_A_RUN))
      small.set(name, await rowsRead({ ...base, ...filter }))
    for (const [name, search] of Object.entries(SORTED_SEARCHES)) {
      const { read, duration } = await rowsRead({ ...base, ...search })
      small.set(name, { read: read - (await ftsMatches(search.q)), duration })
    }
    small.set('product page', { read: await detailRowsRead(SCALE_PRODUCT), duration: 0 })
    small.set('suggestions', await suggestionsRead('implant'))
    small.set('facet counts', await facetCountsRead())
    small.set('search facets', await searchFacetsRead())
    for (const [name, filter] of Object.entries(STAFF_PAGES)) small.set(name, await staffPageRead(filter))
    await seedCatalogue(template, [first, second], SMALL, CATALOGUE - 1)
    const counted = await env.DB.prepare('SELECT count(*) AS total FROM products').first<{ total: number }>()
    expect(counted?.total).toBeGreaterThanOrEqual(CATALOGUE)
  }, 120_000)

  for (const [name, filter] of Object.entries(LISTS)) {
    it(`${name}: rows read at ${CATALOGUE.toLocaleString('en')} ≤ 1.3 × at ${SMALL.toLocaleString('en')}`, async () => {
      const before = small.get(name)
      const after = await rowsRead({ ...base, ...filter })
      console.log(
        `${name.padEnd(28)} rows read ${String(before?.read).padStart(6)} → ${String(after.read).padStart(6)}   ` +
          `${before?.duration.toFixed(1)} → ${after.duration.toFixed(1)} ms`,
      )
      expect(after.read).toBeLessThanOrEqual(1.3 * (before?.read ?? 0) + 50)
    })
  }

  for (const [name, filter] of Object.entries(WALKS_PAST_A_RUN)) {
    it(`${name}: rows read at ${CATALOGUE.toLocaleString('en')} ≤ 1.3 × at ${SMALL.toLocaleString('en')} + the run it walks past`, async () => {
      const before = small.get(name)
      const after = await rowsRead({ ...base, ...filter })
      console.log(
        `${name.padEnd(28)} rows read ${String(before?.read).padStart(6)} → ${String(after.read).padStart(6)}   ` +
          `${before?.duration.toFixed(1)} → ${after.duration.toFixed(1)} ms`,
      )
      // The run is at most a tenth of the catalogue here (the products on sale, or a thousand names in a row).
      expect(after.read).toBeLessThanOrEqual(1.3 * (before?.read ?? 0) + CATALOGUE / 10)
    })
  }

  for (const [name, search] of Object.entries(SORTED_SEARCHES)) {
    it(`${name}: rows read beyond its matches at ${CATALOGUE.toLocaleString('en')} ≤ 1.3 × at ${SMALL.toLocaleString('en')}`, async () => {
      const before = small.get(name)?.read ?? 0
      const matches = await ftsMatches(search.q)
      expect(matches).toBeGreaterThanOrEqual(CATALOGUE)
      const after = await rowsRead({ ...base, ...search })
      console.log(
        `${name.padEnd(28)} rows read beyond matches ${String(before).padStart(6)} → ${String(after.read - matches).padStart(6)}   ${after.duration.toFixed(1)} ms`,
      )
      expect(after.read - matches).toBeLessThanOrEqual(1.3 * before + 50)
    })
  }

  it(`by name in English at ${CATALOGUE.toLocaleString('en')}: the page walks the English key's index, sorting nothing`, async () => {
    for (const filter of [{}, { inStock: true }, { minPrice: 120, maxPrice: 140 }, { q: 'implant' }]) {
      const query: ProductListRequest = { ...base, ...filter, sort: 'name', order: 'asc', language: 'en' }
      const counting = productListStatements(db, query)
      if (!counting || 'ranked' in counting) return fail(query)
      const total = await run(counting.total.statement)
      const counted = Number(Object.values(total.results[0] ?? {})[0] ?? 0)
      // Above the count's cap: the page is walked, as listProducts reads it.
      expect(listPlanFor(query, counted, counting.total.cap), JSON.stringify(filter)).toBe('walk')
      const page = await planOf(pageStatement(query, 'walk'))
      const text = `${JSON.stringify(filter)}\n${page.join('\n')}`
      expect(page, text).toContain('SEARCH products USING INDEX products_active_name_en_idx (is_active=?)')
      expect(
        page.some((d) => /TEMP B-TREE FOR ORDER BY/.test(d)),
        text,
      ).toBe(false)
    }
  })

  it("a SKU as typed: no phrase bm25 counts holds more rows than the SKU's own matches", async () => {
    // bm25 counts the rows that hold each phrase of the MATCH (its idf), through the index's list for it; D1's
    // rows_read does not see those lists. Every SKU here starts with "scale": as a phrase of its own it would be
    // counted through the whole catalogue on each search for a SKU.
    const expression = ftsMatchExpression(searchPhrases('SCALE-4242'))
    const phrases = expression.split(/(?<!\+) (?!\+)/)
    const matches = await ftsMatchCount(expression)
    expect(matches).toBeGreaterThan(0)
    for (const phrase of phrases) expect(await ftsMatchCount(phrase), phrase).toBeLessThanOrEqual(matches)
  })

  it(`the search suggestions: rows read at ${CATALOGUE.toLocaleString('en')} ≤ 1.3 × at ${SMALL.toLocaleString('en')}`, async () => {
    const before = small.get('suggestions')
    const after = await suggestionsRead('implant')
    console.log(
      `${'search suggestions'.padEnd(28)} rows read ${String(before?.read).padStart(6)} → ${String(after.read).padStart(6)}   ` +
        `${before?.duration.toFixed(1)} → ${after.duration.toFixed(1)} ms`,
    )
    expect(after.read).toBeLessThanOrEqual(1.3 * (before?.read ?? 0) + 50)
  })

  it("the facets of a price bound: one pass over the search keys' index, whatever filter stands beside it", async () => {
    const keys = await env.DB.prepare('SELECT count(*) AS n FROM product_search_keys').first<{ n: number }>()
    // Every product passes the lower bound; only the tenth on sale pass the upper one; a fiftieth are featured.
    for (const query of [
      { minPrice: 50 },
      { maxPrice: 60 },
      { minPrice: 50, featured: true },
      { minPrice: 50, sale: true },
    ]) {
      const { meta } = await run(groupedFacetsStatement(db, query, null))
      console.log(`${JSON.stringify(query).padEnd(34)} rows read ${meta.rows_read}, ${meta.duration} ms`)
      // The visibility check reads the categories, a few dozen rows.
      expect(meta.rows_read, JSON.stringify(query)).toBeLessThanOrEqual((keys?.n ?? 0) + 100)
    }
  })

  it(`the list's facet counts: rows read at ${CATALOGUE.toLocaleString('en')} ≤ 1.3 × at ${SMALL.toLocaleString('en')}, counted to the cap`, async () => {
    const before = small.get('facet counts')?.read ?? 0
    const after = await facetCountsRead()
    console.log(
      `${'facet counts'.padEnd(28)} rows read ${String(before).padStart(6)} → ${String(after.read).padStart(6)}`,
    )
    expect(after.read).toBeLessThanOrEqual(1.3 * before + 50)
    const counts = await productFacets(db, {})
    expect(counts).toMatchObject({
      total: FACET_COUNT_CAP + 1,
      inStock: FACET_COUNT_CAP + 1,
      onSale: FACET_COUNT_CAP + 1,
    })
    expect(counts.categories).toContainEqual({ categoryId: expect.any(String), count: FACET_COUNT_CAP + 1 })
    // Within the contract (no count past the cap's one more).
    productFacetsSchema.parse(counts)
  })

  it(`a search's facets: rows read at ${CATALOGUE.toLocaleString('en')} ≤ 1.3 × at ${SMALL.toLocaleString('en')}, its newest matches grouped`, async () => {
    const before = small.get('search facets')
    const after = await searchFacetsRead()
    console.log(
      `${'search facets'.padEnd(28)} rows read ${String(before?.read).padStart(6)} → ${String(after.read).padStart(6)}   ` +
        `${before?.duration.toFixed(1)} → ${after.duration.toFixed(1)} ms`,
    )
    expect(after.read).toBeLessThanOrEqual(1.3 * (before?.read ?? 0) + 50)
    // Every product holds the word: the counts are of the newest matches, each a lower bound.
    const broad = await productFacets(db, { q: 'implant' })
    expect(broad).toMatchObject({ total: FACET_COUNT_CAP + 1, countsAreLowerBounds: true })
    expect(broad.categories.length).toBeGreaterThan(0)
    productFacetsSchema.parse(broad)
    // A word few products hold is counted whole, and exactly.
    const rare = await productFacets(db, { q: 'küçük' })
    expect(rare).toEqual({
      total: 1,
      inStock: 1,
      onSale: 0,
      featured: 0,
      categories: [expect.objectContaining({ count: 1 })],
    })
  })

  for (const [name, filter] of Object.entries(STAFF_PAGES)) {
    it(`${name}: rows read at ${CATALOGUE.toLocaleString('en')} ≤ 1.3 × at ${SMALL.toLocaleString('en')}, walked newest first`, async () => {
      const before = small.get(name)
      const after = await staffPageRead(filter)
      console.log(
        `${name.padEnd(28)} rows read ${String(before?.read).padStart(6)} → ${String(after.read).padStart(6)}   ` +
          `${before?.duration.toFixed(1)} → ${after.duration.toFixed(1)} ms`,
      )
      expect(after.read).toBeLessThanOrEqual(1.3 * (before?.read ?? 0) + 50)
    })
  }

  it(`a product's page: rows read at ${CATALOGUE.toLocaleString('en')} ≤ 1.3 × at ${SMALL.toLocaleString('en')}`, async () => {
    const before = small.get('product page')?.read ?? 0
    const after = await detailRowsRead(SCALE_PRODUCT)
    console.log(
      `${'product page'.padEnd(28)} rows read ${String(before).padStart(6)} → ${String(after).padStart(6)}`,
    )
    expect(after).toBeLessThanOrEqual(1.3 * before + 50)
    // The page is whole: the product and 8 related ones from its category, which holds half the catalogue.
    const detail = await findProductDetail(db, SCALE_PRODUCT)
    expect(detail?.product.slug).toBe(SCALE_PRODUCT)
    expect(detail?.relatedProducts).toHaveLength(8)
    expect(new Set(detail?.relatedProducts.map((product) => product.category?.slug))).toEqual(
      new Set(['olcek-b']),
    )
  })

  it('reads the same page of a search sorted by price whichever plan reads it', async () => {
    for (const page of [1, 3]) {
      const query: ProductListQuery = { ...base, q: 'implant', sort: 'price', order: 'asc', page }
      const [walked, sought] = await Promise.all(
        (['walk', 'seek'] as const).map(async (plan) => {
          const rows = await run(pageStatement(query, plan))
          return rows.results.map((row) => (row as { id: string }).id)
        }),
      )
      expect(walked).toHaveLength(20)
      expect(walked).toEqual(sought)
    }
  })

  it('says the total is a lower bound when there are more results than it counts', async () => {
    const page = await listProducts(db, { ...base }, 'tr')
    expect(page.pagination).toMatchObject({ total: COUNT_LOOKAHEAD, totalIsLowerBound: true })
    const search = await listProducts(db, { ...base, q: 'implant' }, 'tr')
    expect(search.pagination).toMatchObject({ total: RANKED_MATCHES, totalIsLowerBound: true })
    // The ranked pages end where the count says they do: the last one full, none after it.
    const lastPage = RANKED_MATCHES / base.limit
    expect((await listProducts(db, { ...base, q: 'implant', page: lastPage }, 'tr')).items).toHaveLength(
      base.limit,
    )
    expect((await listProducts(db, { ...base, q: 'implant', page: lastPage + 1 }, 'tr')).items).toEqual([])
    const exact = await listProducts(db, { ...base, q: 'implant', minPrice: 149.9 }, 'tr')
    expect(exact.pagination.totalIsLowerBound).toBeUndefined()
    expect(exact.pagination.total).toBeGreaterThan(0)
  })
})
