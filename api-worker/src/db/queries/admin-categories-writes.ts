import type { CategoryInput } from '@shop/domain'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { categories } from '../schema'
import {
  type AuditEntry,
  type CategoryAction,
  categoryAudit,
  categoryChange,
  categoryFields,
} from './admin-categories-audit'
import type { CategoryRow } from './admin-categories-tree'

/*
 * Every write stamps `updated_at` with the time the caller passes, so the audit row in the same batch can check
 * that the write took effect. Each statement carries its own condition: a batch is atomic, not conditional.
 */

/**
 * True in the statement itself only while `parent` exists (or is null) and, for an existing category `id`, is
 * neither the category nor below it: walking up from the parent must not meet the category.
 */
function placementGuard(id: string | null, parent: string | null): SQL {
  if (parent === null) return sql`1`
  const exists = sql`exists (select 1 from categories p where p.id = ${parent})`
  if (id === null) return exists
  return sql`(${exists} and ${id} not in (
    with recursive up(id) as (
      select ${parent}
      union
      select c.parent_id from categories c join up on c.id = up.id where c.parent_id is not null
    ) select id from up))`
}

/** Inserts the category unless its parent vanished meanwhile; false then. */
export async function insertCategory(
  db: Db,
  actorId: string,
  id: string,
  input: CategoryInput,
  stampedAt: string,
): Promise<boolean> {
  const [inserted] = await db.batch([
    // Every column in table order: an insert builder with a select names them all (see categoryAudit).
    db
      .insert(categories)
      .select(
        sql`select ${id}, ${input.slug}, ${JSON.stringify(input.name)}, ${JSON.stringify(input.description)},
          ${input.parentCategory}, ${input.sortOrder}, ${input.isActive ? 1 : 0}, ${input.image}, ${stampedAt},
          ${stampedAt}
        where ${placementGuard(null, input.parentCategory)}`,
      )
      .returning({ id: categories.id }),
    categoryAudit(db, actorId, 'category.create', [categoryChange(id, null, categoryFields(input))], {
      stampedAt,
    }),
  ])
  return inserted.length === 1
}

/**
 * Rewrites the category unless it is gone or its new place became impossible meanwhile; false then. `before` is
 * the row as read for the checks: the audit row holds the fields that differ from it.
 */
export async function updateCategory(
  db: Db,
  actorId: string,
  before: CategoryRow,
  input: CategoryInput,
  stampedAt: string,
  /** Written only over the version read (an edit made on a named version; a later save makes the caller read again). */
  { onlyIfUnchanged = false }: { onlyIfUnchanged?: boolean } = {},
): Promise<boolean> {
  const id = before.id
  const unchanged = onlyIfUnchanged ? eq(categories.updatedAt, before.updatedAt) : undefined
  const [updated] = await db.batch([
    db
      .update(categories)
      .set({
        slug: input.slug,
        name: input.name,
        description: input.description,
        parentId: input.parentCategory,
        sortOrder: input.sortOrder,
        isActive: input.isActive,
        image: input.image,
        updatedAt: stampedAt,
      })
      .where(and(eq(categories.id, id), placementGuard(id, input.parentCategory), unchanged))
      .returning({ id: categories.id }),
    categoryAudit(
      db,
      actorId,
      'category.update',
      [categoryChange(id, categoryFields(before), categoryFields(input))],
      { stampedAt },
    ),
  ])
  return updated.length === 1
}

/** Whether a write failed on the unique slug (a concurrent save took it after the check). */
export function isSlugClash(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (/UNIQUE constraint failed: categories\.slug/.test(current.message)) return true
    current = current.cause
  }
  return false
}

/**
 * Deletes the categories round by round (each round's subcategories went in an earlier one), each only while it
 * has no subcategory and no product left; answers those deleted. `rowOf` gives each one's row as read, for the
 * audit rows' before.
 */
export async function deleteCategories(
  db: Db,
  actorId: string,
  rounds: readonly string[][],
  rowOf: (id: string) => CategoryRow | undefined,
): Promise<string[]> {
  const ids = rounds.flat()
  const statements = rounds.map((round) =>
    db
      .delete(categories)
      .where(
        sql`${categories.id} in (select value from json_each(${JSON.stringify(round)}))
          and not exists (select 1 from categories c where c.parent_id = ${categories.id})
          and not exists (select 1 from products p where p.category_id = ${categories.id})`,
      )
      .returning({ id: categories.id }),
  )
  const audit = categoryAudit(
    db,
    actorId,
    'category.delete',
    ids.map((categoryId) => {
      const row = rowOf(categoryId)
      return categoryChange(categoryId, row ? categoryFields(row) : {}, null)
    }),
    'deleted',
  )
  const [first, ...rest] = statements
  if (!first) return []
  const results = await db.batch([first, ...rest, audit])
  return results
    .slice(0, statements.length)
    .flatMap((rows) => (rows as { id: string }[]).map((row) => row.id))
}

/** New values for some columns of one category; an absent field keeps its value. */
export interface CategoryPatch {
  id: string
  sortOrder?: number
  isActive?: boolean
  /** Absent: the parent stays; null: a root. */
  parentId?: string | null
}

export interface PatchOptions {
  action: Extract<CategoryAction, 'category.toggle_status' | 'category.reorder'>
  details: (patch: CategoryPatch) => AuditEntry['details']
  /** A tree version (AdminCategoryTree.version): the statement does nothing if the tree has changed since. */
  unchangedSince?: string
}

/**
 * Applies per-category values to many categories in one statement (and one audit statement), whatever their
 * number; answers the ids changed.
 */
export async function patchCategories(
  db: Db,
  actorId: string,
  patches: readonly CategoryPatch[],
  stampedAt: string,
  options: PatchOptions,
): Promise<string[]> {
  if (patches.length === 0) return []
  const value = (path: string) => sql.raw(`json_extract(e.value, '$.${path}')`)
  // An uncorrelated subquery is evaluated once, before the first row changes (SQLite, "Subquery expressions").
  const unchanged = options.unchangedSince
    ? sql`(select count(*) || ':' || coalesce(max(updated_at), '') from categories) = ${options.unchangedSince}`
    : sql`1`
  const [updated] = await db.batch([
    db
      .update(categories)
      .set({
        sortOrder: sql`coalesce(${value('sortOrder')}, ${categories.sortOrder})`,
        isActive: sql`coalesce(${value('isActive')}, ${categories.isActive})`,
        parentId: sql`case when json_type(e.value, '$.parentId') is null then ${categories.parentId}
          else ${value('parentId')} end`,
        updatedAt: stampedAt,
      })
      .from(sql`json_each(${JSON.stringify(patches)}) e`)
      .where(sql`${categories.id} = ${value('id')} and ${unchanged}`)
      .returning({ id: categories.id }),
    categoryAudit(
      db,
      actorId,
      options.action,
      patches.map((patch) => ({ categoryId: patch.id, details: options.details(patch) })),
      { stampedAt },
    ),
  ])
  return updated.map((row) => row.id)
}
