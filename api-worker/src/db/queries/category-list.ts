import type { ProductListQuery } from '@shop/domain'
import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { categoryProductCounts } from '../schema'
import { type ListPlan, productListStatements } from './products'
import { categoryTreeIds, visibleCategoryIds } from './visibility'

/** Whether a list is narrowed by a category and nothing else: its total is the category's kept count. */
function narrowedByCategoryAlone(query: ProductListQuery): boolean {
  const { q, category, featured, sale, inStock, minPrice, maxPrice } = query
  return (
    category !== undefined &&
    [q, featured, sale, inStock, minPrice, maxPrice].every((value) => value === undefined)
  )
}

/**
 * A category's shown products, summed from the counts the products' triggers keep per category (a few rows): its
 * own and its descendants', those in a hidden category left out, as the list leaves them out.
 */
function keptCategoryTotal(db: Db, category: string) {
  const counted = categoryProductCounts.categoryId
  return db
    .select({ total: sql<number>`coalesce(sum(${categoryProductCounts.activeProducts}), 0)`.mapWith(Number) })
    .from(categoryProductCounts)
    .where(and(sql`${counted} in (${categoryTreeIds(category)})`, sql`${counted} in (${visibleCategoryIds})`))
}

/**
 * The statements of a list narrowed by a category alone, for one batch: its total from the kept counts, and its page
 * read both ways, each guarded by that total (pickedByTotal) so only the way it picks reads rows. One D1 round trip
 * instead of two (the count, then the page). Null for any other list.
 */
export function categoryListStatements(db: Db, query: ProductListQuery) {
  if (!narrowedByCategoryAlone(query) || !query.category) return null
  const total = keptCategoryTotal(db, query.category)
  const pageBy = (plan: ListPlan) => {
    const statements = productListStatements(db, query, plan, (cap) => pickedByTotal(total, cap, plan))
    return statements && 'rows' in statements ? statements : null
  }
  const walked = pageBy('walk')
  const sought = pageBy('seek')
  if (!walked || !sought) return null
  return { total, walked: walked.rows, sought: sought.rows }
}

/** listPlanFor's rule as SQL, on a statement answering the list's total: true when that total picks `plan`. */
function pickedByTotal(total: SQLWrapper, cap: number, plan: ListPlan): SQL {
  return plan === 'seek' ? sql`(${total}) <= ${cap}` : sql`(${total}) > ${cap}`
}
