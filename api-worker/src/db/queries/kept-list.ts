import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { answeredByKeptCounts, keptTotal } from './kept-counts'
import { countsFirst, type ListPlan, type ProductListRequest, productListStatements } from './products'

/**
 * The statements of a list that counts first (countsFirst) narrowed only by what the kept counts answer (a category,
 * stock, sale, featured), for one batch: its total summed from the kept counts, and its page read both ways, each
 * guarded by that total (pickedByTotal) so only the way it picks reads rows. One D1 round trip instead of two (the
 * count, then the page), and no product read to count. Null for any other list.
 */
export function keptListStatements(db: Db, query: ProductListRequest) {
  if (!countsFirst(query) || !answeredByKeptCounts(query)) return null
  const total = keptTotal(db, query)
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
