import type { ProductListQuery } from '@shop/domain'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { NO_CATEGORY, productFacetCounts } from '../schema'
import { categoryTreeIds, visibleCategoryIds } from './visibility'

const cells = productFacetCounts

/** The filters the kept counts answer: a category and the yes-or-no ones, never search terms nor a price bound. */
export type KeptFilter = Pick<ProductListQuery, 'category' | 'featured' | 'sale' | 'inStock'>

/** Whether the kept counts answer a list's filters: none of them needs the products' own rows. */
export function answeredByKeptCounts(query: Partial<ProductListQuery>): boolean {
  return [query.q, query.minPrice, query.maxPrice].every((value) => value === undefined)
}

/**
 * The cells of the kept counts a filter's products fall in, shown as the list shows products: outside any category
 * or in a visible one (visibleProduct; only active products are counted). `byCategory` leaves the category filter to
 * the caller, which groups by category and checks each group's visibility once.
 */
function matchingCells(filter: KeptFilter, byCategory = false): SQL {
  const conditions: SQL[] = []
  if (!byCategory) {
    conditions.push(
      sql`(${cells.categoryKey} = ${NO_CATEGORY} or ${cells.categoryKey} in (${visibleCategoryIds}))`,
    )
  }
  if (filter.category) conditions.push(sql`${cells.categoryKey} in (${categoryTreeIds(filter.category)})`)
  if (filter.inStock !== undefined) conditions.push(eq(cells.inStock, filter.inStock))
  if (filter.sale !== undefined) conditions.push(eq(cells.onSale, filter.sale))
  if (filter.featured !== undefined) conditions.push(eq(cells.featured, filter.featured))
  return and(...conditions) as SQL
}

/** How many products a list with these filters shows (up to `cap`, if given), summed from a few kept rows. */
export function keptTotal(db: Db, filter: KeptFilter, cap?: number) {
  const total = sql`coalesce(sum(${cells.activeProducts}), 0)`
  return db
    .select({
      total: (cap === undefined ? sql<number>`${total}` : sql<number>`min(${total}, ${cap})`).mapWith(Number),
    })
    .from(cells)
    .where(matchingCells(filter))
}

/**
 * How many products each visible category holds directly (not through its subcategories) that pass the filters, the
 * filter's own category aside, up to `cap`; categories without one are left out.
 */
export function keptByCategory(db: Db, filter: KeptFilter, cap: number) {
  const count = sql`sum(${cells.activeProducts})`
  return db
    .select({
      categoryId: cells.categoryKey,
      count: sql<number>`min(${count}, ${cap})`.mapWith(Number),
    })
    .from(cells)
    .where(matchingCells({ ...filter, category: undefined }, true))
    .groupBy(cells.categoryKey)
    .having(and(sql`${count} > 0`, sql`${cells.categoryKey} in (${visibleCategoryIds})`))
}

/** Each category's active products held directly, for the category tree (a few kept rows per category). */
export function keptPerCategory(db: Db) {
  return db
    .select({
      categoryId: cells.categoryKey,
      activeProducts: sql<number>`sum(${cells.activeProducts})`.mapWith(Number),
    })
    .from(cells)
    .where(sql`${cells.categoryKey} <> ${NO_CATEGORY}`)
    .groupBy(cells.categoryKey)
}
