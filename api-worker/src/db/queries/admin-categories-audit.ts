import type { CategoryInput } from '@shop/domain'
import { sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { changedFields } from '../../lib/audit'
import { newId } from '../../lib/ids'
import { auditLog } from '../schema'
import type { CategoryRow } from './admin-categories-tree'

export type CategoryAction =
  | 'category.create'
  | 'category.update'
  | 'category.delete'
  | 'category.toggle_status'
  | 'category.reorder'

export interface AuditEntry {
  categoryId: string
  /** The changed fields on each side (see `changedFields`); an edit that changes nothing gets no row. */
  details: { before: Record<string, unknown>; after: Record<string, unknown> }
}

/** A category's fields as the log shows them, named as the category form names them. */
export function categoryFields(source: CategoryRow | CategoryInput): Record<string, unknown> {
  return {
    slug: source.slug,
    name: source.name,
    description: source.description,
    parentCategory: 'parentId' in source ? source.parentId : source.parentCategory,
    sortOrder: source.sortOrder,
    isActive: source.isActive,
    image: source.image,
  }
}

/** The entry of one category's change, `before` null for a create, `after` null for a delete. */
export function categoryChange(
  categoryId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditEntry {
  return { categoryId, details: changedFields(before, after) }
}

const changesSomething = (entry: AuditEntry) =>
  Object.keys(entry.details.before).length + Object.keys(entry.details.after).length > 0

/**
 * What proves that a write in the same batch took effect (a batch is atomic, not conditional): the category now
 * carries the write's `updated_at` stamp, or it is gone.
 */
export type WriteProof = { stampedAt: string } | 'deleted'

/**
 * One statement that writes an audit row per category whose write took effect, however many categories the call
 * touched (a batch statement per row would count against the worker's query limit).
 */
export function categoryAudit(
  db: Db,
  actorId: string,
  action: CategoryAction,
  entries: readonly AuditEntry[],
  proof: WriteProof,
) {
  const rows = JSON.stringify(
    entries
      .filter(
        (entry) => action === 'category.create' || action === 'category.delete' || changesSomething(entry),
      )
      .map((entry) => ({ id: newId(), categoryId: entry.categoryId, details: entry.details })),
  )
  const categoryId = sql`json_extract(e.value, '$.categoryId')`
  const applied =
    proof === 'deleted'
      ? sql`not exists (select 1 from categories c where c.id = ${categoryId})`
      : sql`exists (select 1 from categories c where c.id = ${categoryId} and c.updated_at = ${proof.stampedAt})`
  // An insert builder, not `db.run`: drizzle cannot put a raw statement with parameters in a D1 batch. With a
  // select it names every column of the table, in table order, so created_at is given here too.
  return db.insert(auditLog).select(
    sql`select json_extract(e.value, '$.id'), ${actorId}, ${action}, 'category', ${categoryId},
      json_extract(e.value, '$.details'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    from json_each(${rows}) e
    where ${applied}`,
  )
}
