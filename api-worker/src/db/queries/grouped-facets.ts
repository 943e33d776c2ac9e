import { FACET_COUNT_CAP, type ProductFacets, type ProductFacetsQuery } from '@shop/domain'
import { type SQL, sql } from 'drizzle-orm'
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
 * and how many would with "in stock" or "on sale" in place of the list's own; whether the category is shown, and
 * whether it is in the list's category. The totals are summed from the groups (groupedFacets).
 * - Without search terms the keys are read through their index (active, category, price paid, price, stock,
 *   featured: every column a filter reads), once. Through the products' indexes SQLite took the price index whatever
 *   narrower filter stood beside the bound: "≥ 50 ₺" with the featured products read every product above it for each
 *   of four counts (300 ms at 100,000 products).
 * - With search terms the full-text index finds the matches and each is looked up in the keys once, where a capped
 *   count per facet and a grouping by category read them four times.
 */
export function groupedFacetsStatement(db: Db, query: ProductFacetsQuery, search: SQL | null) {
  const { featured, minPrice, maxPrice } = query
  const others = { featured, minPrice, maxPrice }
  const select = db.select(groupColumns(query))
  const rows = search
    ? select
        .from(productsFts)
        .crossJoin(keys)
        .where(searchRows(search, others, { categoryVisibleByGroup: true }).where)
    : select.from(keys).where(onKeys(others))
  return rows.groupBy(keys.categoryId)
}

/** What a group of groupedFacetsStatement reports (see there). */
function groupColumns({ category, inStock, sale }: ProductFacetsQuery) {
  const inList = category ? sql`${keys.categoryId} in (${categoryTreeIds(category)})` : sql`1`
  const shown = sql`(${keys.categoryId} is null or ${keys.categoryId} in (${visibleCategoryIds}))`
  return {
    categoryId: keys.categoryId,
    shown: sql<number>`${shown}`.mapWith(Boolean),
    inList: sql<number>`${inList}`.mapWith(Boolean),
    matching: countWhere(sql`${onKeys({ inStock })} and ${onKeys({ sale })}`),
    inStock: countWhere(sql`${onKeys({ inStock: true })} and ${onKeys({ sale })}`),
    onSale: countWhere(sql`${onKeys({ inStock })} and ${onKeys({ sale: true })}`),
  }
}

type Group = Awaited<ReturnType<typeof groupedFacetsStatement>>[number]

/** The facets from the groups: totals over the shown categories of the list, each count capped like the others. */
export function groupedFacets(groups: Group[]): ProductFacets {
  const capped = (count: number) => Math.min(count, FACET_COUNT_CAP + 1)
  const inList = groups.filter((group) => group.shown && group.inList)
  const sum = (key: 'matching' | 'inStock' | 'onSale') =>
    capped(inList.reduce((total, group) => total + group[key], 0))
  return {
    total: sum('matching'),
    inStock: sum('inStock'),
    onSale: sum('onSale'),
    // A category without a match is left out.
    categories: groups
      .filter((group) => group.shown && group.categoryId !== null && group.matching > 0)
      .map((group) => ({ categoryId: group.categoryId as string, count: capped(group.matching) })),
  }
}
