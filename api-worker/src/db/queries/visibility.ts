import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm'
import { type productSearchKeys, products } from '../schema'

/** Categories a shopper may see: active roots and, below them, active children (an inactive parent hides its tree). */
export const visibleCategoryIds = sql`with recursive visible(id) as (
  select id from categories where parent_id is null and is_active = 1
  union all
  select c.id from categories c join visible v on c.parent_id = v.id where c.is_active = 1
) select id from visible`

/** The category named by id or slug and all of its descendants. */
export function categoryTreeIds(idOrSlug: string): SQL {
  return sql`with recursive tree(id) as (
    select id from categories where id = ${idOrSlug} or slug = ${idOrSlug}
    union all
    select c.id from categories c join tree t on c.parent_id = t.id
  ) select id from tree`
}

/** Products the shop has not switched off; visible unless their category is hidden (visibleProduct). */
export function activeProduct(row: typeof products | typeof productSearchKeys = products): SQL {
  return eq(row.isActive, true)
}

/**
 * Active products outside any category or in a visible one: the only products the public API shows. Checked on the
 * product's row, or on its search keys (the same columns, kept in step by triggers).
 */
export function visibleProduct(row: typeof products | typeof productSearchKeys = products): SQL {
  return and(
    activeProduct(row),
    or(isNull(row.categoryId), sql`${row.categoryId} in (${visibleCategoryIds})`),
  ) as SQL
}
