import { sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { newId } from '../../lib/ids'
import { auditLog } from '../schema'

export type CategoryAction =
  | 'category.create'
  | 'category.update'
  | 'category.delete'
  | 'category.toggle_status'
  | 'category.reorder'

export interface AuditEntry {
  categoryId: string
  details: Record<string, unknown>
}

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
    entries.map((entry) => ({ id: newId(), categoryId: entry.categoryId, details: entry.details })),
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
