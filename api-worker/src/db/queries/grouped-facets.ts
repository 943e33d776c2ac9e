import { FACET_COUNT_CAP, type ProductFacets, type ProductFacetsQuery } from '@shop/domain'
import { desc, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { productSearchKeys } from '../schema'
import { productsFts } from './product-search'
import { type ListFilter, listFilter, searchRows } from './products'
import { categoryTreeIds, visibleCategoryIds } from './visibility'

const keys = productSearchKeys

/** A condition on the search keys alone, as the list checks it (listFilter); the caller checks visibility per group. */
const onKeys = (filter: ListFilter): SQL => listFilter(filter, { on: keys, categoryVisibleByGroup: true })

/** Counts one in a sum where `condition` holds. */
const countWhere = (condition: SQL) =>
  sql<number>`sum(case when ${condition} then 1 else 0 end)`.mapWith(Number)

/**
 * The facets of a list with a price bound or search terms (`search`, a MATCH), in one statement: the products that
 * pass the list's other filters, on their search keys, grouped by category. Per category: how many pass every filter,
 * and how many would with "in stock", "on sale" or "featured" in place of the list's own; whether the category is
 * shown, and whether it is in the list's category. The totals are summed from the groups (groupedFacets).
 * - Without search terms the keys are read through their index (active, category, price paid, price, stock,
 *   featured: every column a filter reads), once. Through the products' indexes SQLite took the price index whatever
 *   narrower filter stood beside the bound: "≥ 50 ₺" with the featured products read every product above it for each
 *   of four counts (300 ms at 100,000 products).
 * - With search terms the newest SEARCH_FACET_SAMPLE matches (newestMatches) are grouped: grouping every match read
 *   rows in proportion to the catalogue for a word most products hold (a search's facets took 2.0-2.3 times as long
 *   at 100,000 products as at 1,000). A full sample makes every count a lower bound (groupedFacets).
 */
export function groupedFacetsStatement(db: Db, query: ProductFacetsQuery, search: SQL | null) {
  const { featured, minPrice, maxPrice } = query
  // Featured products are few: asked for, they narrow the rows read. Not featured is most of the catalogue, and is
  // left to the counts, since the featured count needs the featured rows too.
  const others = { featured: featured === true ? true : undefined, minPrice, maxPrice }
  const select = db.select(groupColumns(query))
  const rows = search
    ? select.from(newestMatches(db, search, others))
    : select.from(keys).where(onKeys(others))
  return rows.groupBy(keys.categoryId)
}

/**
 * How many of a search's matches its facets group: the newest this many (as a relevance search ranks the newest
 * RANKED_MATCHES), one more than the facets count to, so a full sample says there are more.
 */
export const SEARCH_FACET_SAMPLE = FACET_COUNT_CAP + 1

/**
 * The search keys of the newest SEARCH_FACET_SAMPLE visible matches that pass `others` (FTS5 walks its rowids newest
 * first and stops there), under the keys' own name, so the grouping's columns read them where they were looked up.
 */
function newestMatches(db: Db, search: SQL, others: ListFilter) {
  return db
    .select(getTableColumns(keys))
    .from(productsFts)
    .crossJoin(keys)
    .where(searchRows(search, others).where)
    .orderBy(desc(productsFts.rowid))
    .limit(SEARCH_FACET_SAMPLE)
    .as(getTableName(keys))
}

/** What a group of groupedFacetsStatement reports (see there). */
function groupColumns({ category, inStock, sale, featured }: ProductFacetsQuery) {
  const inList = category ? sql`${keys.categoryId} in (${categoryTreeIds(category)})` : sql`1`
  const shown = sql`(${keys.categoryId} is null or ${keys.categoryId} in (${visibleCategoryIds}))`
  return {
    categoryId: keys.categoryId,
    shown: sql<number>`${shown}`.mapWith(Boolean),
    inList: sql<number>`${inList}`.mapWith(Boolean),
    matching: countWhere(sql`${onKeys({ inStock })} and ${onKeys({ sale })} and ${onKeys({ featured })}`),
    inStock: countWhere(
      sql`${onKeys({ inStock: true })} and ${onKeys({ sale })} and ${onKeys({ featured })}`,
    ),
    onSale: countWhere(sql`${onKeys({ inStock })} and ${onKeys({ sale: true })} and ${onKeys({ featured })}`),
    featured: countWhere(
      sql`${onKeys({ inStock })} and ${onKeys({ sale })} and ${onKeys({ featured: true })}`,
    ),
    rows: sql<number>`count(*)`.mapWith(Number),
  }
}

type Group = Awaited<ReturnType<typeof groupedFacetsStatement>>[number]

/**
 * The facets from the groups: totals over the shown categories of the list, each count capped like the others. When
 * the groups hold a search's whole sample (SEARCH_FACET_SAMPLE), there may be matches beyond it: every count is a
 * lower bound, and a category left out may still hold some.
 */
export function groupedFacets(groups: Group[], { sampled }: { sampled: boolean }): ProductFacets {
  const capped = (count: number) => Math.min(count, FACET_COUNT_CAP + 1)
  const inList = groups.filter((group) => group.shown && group.inList)
  const sum = (key: 'matching' | 'inStock' | 'onSale' | 'featured' | 'rows', among = inList) =>
    among.reduce((total, group) => total + group[key], 0)
  const facets: ProductFacets = {
    total: capped(sum('matching')),
    inStock: capped(sum('inStock')),
    onSale: capped(sum('onSale')),
    featured: capped(sum('featured')),
    // A category without a match is left out.
    categories: groups
      .filter((group) => group.shown && group.categoryId !== null && group.matching > 0)
      .map((group) => ({ categoryId: group.categoryId as string, count: capped(group.matching) })),
  }
  return sampled && sum('rows', groups) >= SEARCH_FACET_SAMPLE
    ? { ...facets, countsAreLowerBounds: true }
    : facets
}
