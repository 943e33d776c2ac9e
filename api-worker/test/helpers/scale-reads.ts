import { env } from 'cloudflare:workers'
import type { ProductListQuery } from '@shop/domain'
import { searchPhrases } from '@shop/domain'
import { drizzle } from 'drizzle-orm/d1'
import { adminProductListStatements } from '../../src/db/queries/admin-products-reads'
import { keptTotal } from '../../src/db/queries/kept-counts'
import { keptListStatements } from '../../src/db/queries/kept-list'
import { productDetailStatements } from '../../src/db/queries/product-detail'
import { productFacetStatements } from '../../src/db/queries/product-facets'
import { ftsMatchExpression } from '../../src/db/queries/product-search'
import {
  countsFirst,
  type ListPlan,
  listPlanFor,
  type ProductListRequest,
  productListStatements,
} from '../../src/db/queries/products'
import { productSuggestionsStatement } from '../../src/db/queries/search-suggest'
import * as schema from '../../src/db/schema'
import { ftsMatchCount, readBy, run } from './rows-read'

// How many rows SQLite reads for each catalogue read, as products-at-scale.test.ts compares them at two sizes.

export const db = drizzle(env.DB, { schema })
export const base: ProductListQuery = { page: 1, limit: 20, order: 'desc' }

/**
 * Rows SQLite read for a list the way `listProducts` reads it (`meta.rows_read`): a ranked search's one statement; a
 * list the kept counts total (a category, stock, sale, featured), its batch (the kept total and the page guarded both
 * ways, of which only the picked way reads products); one neither filtered nor searched, its page and its kept total;
 * any other list, its total and its page read by the plan the total picks.
 */
export async function rowsRead(query: ProductListRequest) {
  const counting = productListStatements(db, query) ?? fail(query)
  if ('ranked' in counting) return readBy([counting.ranked])
  const keptList = keptListStatements(db, query)
  if (keptList) return readBy([keptList.total, keptList.walked, keptList.sought])
  if (!countsFirst(query)) return readBy([counting.rows, keptTotal(db, query)])
  const total = await run(counting.total.statement)
  // A raw D1 row is keyed by the SQL's own column name, not drizzle's field name: the count is its only value.
  const counted = Number(Object.values(total.results[0] ?? {})[0] ?? 0)
  const page = await run(pageStatement(query, listPlanFor(query, counted, counting.total.cap)))
  return {
    read: total.meta.rows_read + page.meta.rows_read,
    duration: total.meta.duration + page.meta.duration,
  }
}

/** The statement reading a page of a list that is not ranked by relevance, by `plan`. */
export function pageStatement(query: ProductListRequest, plan: ListPlan) {
  const statements = productListStatements(db, query, plan) ?? fail(query)
  if ('ranked' in statements) return fail(query)
  return statements.rows
}

export function fail(query: ProductListRequest): never {
  throw new Error(`expected statements for ${JSON.stringify(query)}`)
}

/** Rows SQLite read for the header's suggestions for `text` (their product statement; categories are kept counts). */
export async function suggestionsRead(text: string) {
  const { meta } = await run(productSuggestionsStatement(db, searchPhrases(text)))
  return { read: meta.rows_read, duration: meta.duration }
}

/**
 * Rows SQLite read for the facets' counts (all, in stock, on sale, each category) of the whole list, a large
 * category and a small one, alone and in stock (a search's: searchFacetsRead).
 */
export async function facetCountsRead() {
  let read = 0
  for (const query of [
    {},
    { category: 'olcek-a' },
    { category: 'olcek-c' },
    { category: 'olcek-c', inStock: true },
  ]) {
    const statements = productFacetStatements(db, query)?.kept ?? fail({ ...base, ...query })
    for (const statement of Object.values(statements)) read += (await run(statement)).meta.rows_read
  }
  return { read, duration: 0 }
}

/**
 * The staff list's pages (every product whatever its status, newest first), without their total: staff lists count
 * every match, as docs/decisions.md says.
 */
export const STAFF_PAGES = {
  'the staff list': { page: 1, limit: 20, status: 'all' },
  "the staff list's page 10": { page: 10, limit: 20, status: 'all' },
  'the staff list, active only': { page: 1, limit: 20, status: 'active' },
} as const

/** Rows SQLite read for a page of the staff list. */
export async function staffPageRead(filter: (typeof STAFF_PAGES)[keyof typeof STAFF_PAGES]) {
  const statements = adminProductListStatements(db, filter) ?? fail({ ...base })
  return readBy([statements.rows])
}

/** Rows SQLite read for a search's facets: the newest matches grouped, in stock beside it too. */
export async function searchFacetsRead() {
  let read = 0
  let duration = 0
  for (const query of [{ q: 'implant' }, { q: 'implant', inStock: true }]) {
    const statement = productFacetStatements(db, query)?.grouped ?? fail({ ...base, ...query })
    const { meta } = await run(statement)
    read += meta.rows_read
    duration += meta.duration
  }
  return { read, duration }
}

/** Rows SQLite read for a product's page: the product and both queries of its related products. */
export async function detailRowsRead(idOrSlug: string) {
  return (await readBy(productDetailStatements(db, idOrSlug))).read
}

export async function ftsMatches(q: string) {
  return ftsMatchCount(ftsMatchExpression(searchPhrases(q)))
}
