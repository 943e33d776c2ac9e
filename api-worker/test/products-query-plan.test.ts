import type { ProductFacetsQuery, ProductListQuery } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { productFacetStatements } from '../src/db/queries/product-facets'
import type { ProductListRequest } from '../src/db/queries/products'
import { planDb, planOf, plansOf } from './helpers/query-plans'

const db = planDb
const base: ProductListQuery = { page: 1, limit: 20, order: 'desc' }

/** A full scan of the products table (`SCAN products`, not `SCAN products_fts` nor `... USING INDEX`). */
const scansProducts = (details: string[]) =>
  details.some((d) => /\bSCAN products\b(?!_)/.test(d) && !/USING (COVERING )?INDEX/.test(d))

const PRICE_RANGE =
  /SEARCH products USING (COVERING )?INDEX products_active_price_idx \(is_active=\? AND effective_price[<>]/
const ON_SALE = /SEARCH products USING (COVERING )?INDEX products_on_sale_created_idx/

/** Every sort a list offers, the name's in each language the API answers in (each name key has its own index). */
const SORTS: Pick<ProductListRequest, 'sort' | 'language'>[] = [
  {},
  { sort: 'price' },
  { sort: 'name' },
  { sort: 'name', language: 'en' },
  { sort: 'stock' },
  { sort: 'createdAt' },
]
const named = ({ sort, language }: (typeof SORTS)[number]) =>
  language ? `${sort} in ${language}` : (sort ?? 'default')

/** Each filter with the index its count must seek on (the page may walk the sort's index instead). */
const FILTERS: Record<string, { filter: Partial<ProductListQuery>; index: RegExp }> = {
  'a price range': { filter: { minPrice: 50, maxPrice: 150 }, index: PRICE_RANGE },
  'a lower price bound': { filter: { minPrice: 50 }, index: PRICE_RANGE },
  'an upper price bound': { filter: { maxPrice: 150 }, index: PRICE_RANGE },
  'in stock': {
    filter: { inStock: true },
    index: /SEARCH products USING (COVERING )?INDEX products_active_stock_idx \(is_active=\? AND stock>\?\)/,
  },
  'out of stock': {
    filter: { inStock: false },
    index: /SEARCH products USING (COVERING )?INDEX products_active_stock_idx \(is_active=\? AND stock=\?\)/,
  },
  'on sale': { filter: { sale: true }, index: ON_SALE },
  // Within a category every other filter is checked on the rows the category's index finds.
  'everything at once': {
    filter: { minPrice: 10, maxPrice: 900, inStock: true, sale: true, category: 's-cerrahi' },
    index:
      /SEARCH products USING (COVERING )?INDEX products_active_category_idx \(is_active=\? AND category_id=\?\)/,
  },
}

describe('the product list query plan', () => {
  it('is what a search query reads: the plan uses the FTS table and never scans products', async () => {
    for (const details of await plansOf({ ...base, q: 'impl mot', category: 's-cerrahi', sale: true })) {
      expect(
        details.some((d) => /SCAN products_fts VIRTUAL TABLE INDEX/.test(d)),
        details.join('\n'),
      ).toBe(true)
      expect(scansProducts(details), details.join('\n')).toBe(false)
      expect(details.some((d) => /SEARCH products USING INTEGER PRIMARY KEY \(rowid=\?\)/.test(d))).toBe(true)
    }
  })

  it('ranks a search in one statement that reads the full-text index once, for its page and its count', async () => {
    const plans = await plansOf({ ...base, q: 'impl mot' })
    expect(plans).toHaveLength(1)
    const [details = []] = plans
    expect(
      details.filter((d) => /SCAN products_fts VIRTUAL TABLE/.test(d)),
      details.join('\n'),
    ).toHaveLength(1)
  })

  for (const [name, { filter, index }] of Object.entries(FILTERS)) {
    it(`seeks the index for ${name} and never scans products, under every sort`, async () => {
      for (const sort of SORTS) {
        const [page = [], total = []] = await plansOf({ ...base, ...filter, ...sort })
        for (const details of [page, total]) {
          expect(scansProducts(details), `${named(sort)}\n${details.join('\n')}`).toBe(false)
          expect(
            details.some((d) => /SEARCH products USING (COVERING )?INDEX products_/.test(d)),
            `${named(sort)}\n${details.join('\n')}`,
          ).toBe(true)
        }
        expect(
          total.some((d) => index.test(d)),
          `${named(sort)}\n${total.join('\n')}`,
        ).toBe(true)
      }
    })

    it(`keeps the FTS index in front for ${name} with a search`, async () => {
      for (const details of await plansOf({ ...base, ...filter, q: 'kompozit' })) {
        expect(details.some((d) => /SCAN products_fts VIRTUAL TABLE INDEX/.test(d))).toBe(true)
        expect(scansProducts(details), details.join('\n')).toBe(false)
      }
    })
  }
})

/** A list narrowed to a few matches: the category's or the filter's index, never a walk down a sort's index. */
const FEW_MATCHES: Record<string, { filter: Partial<ProductListQuery>; index: RegExp }> = {
  'a category': {
    filter: { category: 's-cerrahi' },
    index:
      /SEARCH products USING (COVERING )?INDEX products_active_category_idx \(is_active=\? AND category_id=\?\)/,
  },
  ...FILTERS,
}

/** A page read down a sort's index: the index of `is_active` and the sort column, walked with no bound on it. */
const walksSortIndex = (details: string[]) =>
  details.some((d) =>
    /SEARCH products USING INDEX products_active_(created|price|name|name_en|stock)_idx \(is_active=\?\)$/.test(
      d,
    ),
  )

/** Lookups by rowid of a product's row, and of its search keys. */
const productLookups = (details: string[]) =>
  details.filter((d) => /SEARCH products USING INTEGER PRIMARY KEY \(rowid=\?\)/.test(d)).length
const searchKeyLookups = (details: string[]) =>
  details.filter((d) => /SEARCH product_search_keys USING INTEGER PRIMARY KEY \(rowid=\?\)/.test(d)).length

describe('the query plan of a search ranked by relevance', () => {
  it('checks the matches on their search keys, with every filter, and reads only the page’s products', async () => {
    const filters = [{}, { category: 's-cerrahi' }, { inStock: true }, { inStock: false }, { sale: true }]
    for (const filter of [...filters, { featured: true }, { minPrice: 10 }, { maxPrice: 90 }]) {
      const [details = []] = await plansOf({ ...base, q: 'impl', ...filter })
      expect(searchKeyLookups(details), details.join('\n')).toBe(1)
      expect(productLookups(details), details.join('\n')).toBe(1)
    }
  })
})

describe('the product list query plan with few matches (after the count found no more than its cap)', () => {
  for (const [name, { filter, index }] of Object.entries(FEW_MATCHES)) {
    it(`reads ${name}'s page through its index and sorts it, under every sort`, async () => {
      for (const sort of SORTS) {
        const [page = []] = await plansOf({ ...base, ...filter, ...sort }, 'seek')
        const text = `${named(sort)}\n${page.join('\n')}`
        expect(scansProducts(page), text).toBe(false)
        expect(walksSortIndex(page), text).toBe(false)
        expect(
          page.some((d) => index.test(d)),
          text,
        ).toBe(true)
      }
    })
  }

  it('would walk the sort index for a category without the count (the plan that read the whole catalogue)', async () => {
    const [page = []] = await plansOf({ ...base, category: 's-cerrahi' }, 'walk')
    expect(walksSortIndex(page), page.join('\n')).toBe(true)
  })
})

describe('the product list query plan with many matches (after the count found more than its cap)', () => {
  const walked = Object.entries(FILTERS).filter(([, { filter }]) => filter.category === undefined)
  for (const [name, { filter }] of walked) {
    it(`reads ${name}'s page in the sort's order from an index, sorting nothing, under every sort`, async () => {
      for (const sort of SORTS) {
        const [page = []] = await plansOf({ ...base, ...filter, ...sort }, 'walk')
        const text = `${named(sort)}\n${page.join('\n')}`
        expect(scansProducts(page), text).toBe(false)
        expect(
          page.some((d) => /TEMP B-TREE FOR ORDER BY/.test(d)),
          text,
        ).toBe(false)
      }
    })
  }
})

describe('the query plan of a list sorted by name', () => {
  const NAME_INDEXES = { tr: 'products_active_name_idx', en: 'products_active_name_en_idx' } as const

  it("walks the index of the caller's language's name key, sorting nothing, with search terms too", async () => {
    for (const language of ['tr', 'en'] as const) {
      for (const query of [{}, { q: 'kompozit' }, { inStock: true }]) {
        const [page = []] = await plansOf({ ...base, ...query, sort: 'name', order: 'asc', language }, 'walk')
        const text = `${language} ${JSON.stringify(query)}\n${page.join('\n')}`
        expect(page, text).toContain(`SEARCH products USING INDEX ${NAME_INDEXES[language]} (is_active=?)`)
        expect(
          page.some((d) => /TEMP B-TREE FOR ORDER BY/.test(d)),
          text,
        ).toBe(false)
      }
    }
    // Without a language, the shop's own: Turkish.
    const [page = []] = await plansOf({ ...base, sort: 'name' }, 'walk')
    expect(page).toContain(`SEARCH products USING INDEX ${NAME_INDEXES.tr} (is_active=?)`)
  })
})

describe('the query plan of a search sorted by a column', () => {
  for (const sort of SORTS.filter((each) => each.sort !== undefined)) {
    it(`with many matches walks the ${named(sort)} index, keeping the full-text index's matches, and sorts nothing`, async () => {
      const [page = []] = await plansOf({ ...base, q: 'kompozit', ...sort }, 'walk')
      const text = page.join('\n')
      expect(walksSortIndex(page), text).toBe(true)
      expect(
        page.some((d) => /LIST SUBQUERY/.test(d)) &&
          page.some((d) => /SCAN products_fts VIRTUAL TABLE/.test(d)),
        text,
      ).toBe(true)
      expect(
        page.some((d) => /TEMP B-TREE FOR ORDER BY/.test(d)),
        text,
      ).toBe(false)
    })

    it(`with few matches reads them from the full-text index and sorts them by ${named(sort)}`, async () => {
      const [page = []] = await plansOf({ ...base, q: 'kompozit', ...sort }, 'seek')
      const text = page.join('\n')
      expect(walksSortIndex(page), text).toBe(false)
      expect(scansProducts(page), text).toBe(false)
      expect(
        page.some((d) => /SCAN products_fts VIRTUAL TABLE INDEX/.test(d)),
        text,
      ).toBe(true)
    })
  }
})

/** SQLite's plan lines for each statement behind the facet counts. */
async function facetPlansOf(query: ProductFacetsQuery): Promise<Record<string, string[]>> {
  const statements = productFacetStatements(db, query)
  if (!statements) throw new Error(`expected statements for ${JSON.stringify(query)}`)
  if (statements.grouped) return { grouped: await planOf(statements.grouped) }
  const plans: Record<string, string[]> = {}
  for (const [name, statement] of Object.entries(statements.kept ?? {})) plans[name] = await planOf(statement)
  return plans
}

describe('the product facets query plan', () => {
  const filters: Record<string, ProductFacetsQuery> = {
    'no filter': {},
    'a price range': { minPrice: 50, maxPrice: 150 },
    'in stock and on sale': { inStock: true, sale: true },
    'a category': { category: 's-cerrahi' },
    'everything at once': { minPrice: 10, maxPrice: 900, inStock: true, sale: true, category: 's-cerrahi' },
  }

  for (const [name, filter] of Object.entries(filters)) {
    const kept = filter.minPrice === undefined && filter.maxPrice === undefined
    if (!kept)
      it(`counts ${name} in one pass over the search keys' index, reading no product`, async () => {
        const details = Object.values(await facetPlansOf(filter)).flat()
        expect(
          details.filter((d) => /^(SCAN|SEARCH) product_search_keys\b/.test(d)),
          details.join('\n'),
        ).toEqual([
          'SEARCH product_search_keys USING COVERING INDEX product_search_keys_category_price_idx (is_active=?)',
        ])
        expect(
          details.some((d) => /\bproducts\b/.test(d)),
          details.join('\n'),
        ).toBe(false)
      })
    else
      it(`sums ${name} from the counts the triggers keep, reading no product`, async () => {
        for (const [facet, details] of Object.entries(await facetPlansOf(filter))) {
          const text = `${facet}\n${details.join('\n')}`
          expect(
            details.some((d) => /\bproduct_facet_counts\b/.test(d)),
            text,
          ).toBe(true)
          expect(
            details.some((d) => /\bproducts\b/.test(d)),
            text,
          ).toBe(false)
        }
      })

    it(`keeps the FTS index in front for ${name} with a search`, async () => {
      for (const [facet, details] of Object.entries(await facetPlansOf({ ...filter, q: 'kompozit' }))) {
        expect(details.some((d) => /SCAN products_fts VIRTUAL TABLE INDEX/.test(d))).toBe(true)
        expect(scansProducts(details), `${facet}\n${details.join('\n')}`).toBe(false)
      }
    })
  }

  it('reads the featured products on sale through the featured index, not the many on sale', async () => {
    for (const details of await plansOf({ ...base, featured: true, sale: true }, 'seek')) {
      const text = details.join('\n')
      expect(
        details.some((d) => /products_featured_created_idx/.test(d)),
        text,
      ).toBe(true)
      expect(
        details.some((d) => /products_on_sale_created_idx/.test(d)),
        text,
      ).toBe(false)
    }
  })

  it('counts and groups the matches of a search on their search keys, never reading the products', async () => {
    for (const query of [
      { q: 'kompozit' },
      { q: 'kompozit', category: 's-cerrahi', minPrice: 10, sale: true },
    ]) {
      for (const [facet, details] of Object.entries(await facetPlansOf(query))) {
        expect(searchKeyLookups(details), `${facet}\n${details.join('\n')}`).toBe(1)
        expect(productLookups(details), `${facet}\n${details.join('\n')}`).toBe(0)
      }
    }
  })
})
