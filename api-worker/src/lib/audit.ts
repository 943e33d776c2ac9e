import { type SQL, sql } from 'drizzle-orm'
import { auditLog } from '../db/schema'
import type { Db } from '../env'
import { newId } from './ids'

/** What an audit row is about; with the action's verb it reads `order.update_status`, `user.delete`, … */
export type AuditEntity =
  | 'product'
  | 'category'
  | 'order'
  | 'user'
  | 'page'
  | 'exchange_rate'
  | 'settings'
  | 'catalogue'

type Fields = Record<string, unknown>

/** Only the fields whose values differ, on each side: what an admin reads as "was → now". */
export function changedFields(
  before: Fields | null,
  after: Fields | null,
): { before: Fields; after: Fields } {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  const changed = { before: {} as Fields, after: {} as Fields }
  for (const key of keys) {
    const was = before?.[key]
    const now = after?.[key]
    if (JSON.stringify(was) === JSON.stringify(now)) continue
    if (before) changed.before[key] = was ?? null
    if (after) changed.after[key] = now ?? null
  }
  return changed
}

export interface AuditInput {
  actorId: string
  entity: AuditEntity
  /** The verb, e.g. 'update_status'; stored as `<entity>.<verb>`. */
  verb: string
  entityId: string | null
  /** The record's fields before the write (null for a create) and after it (null for a delete). */
  before?: Fields | null
  after?: Fields | null
  /** Anything else worth keeping (counts of a bulk call, the reason of a refusal). */
  note?: Fields
  /**
   * A condition that holds only when the write in the same batch took effect (a batch is atomic, not conditional):
   * without it the row is written unconditionally.
   */
  onlyIf?: SQL
}

/**
 * One audit row, as a statement to put in the write's own batch, with the before/after of the changed fields.
 * An insert builder (not `db.run`), because drizzle cannot put a raw statement with parameters in a D1 batch.
 */
export function auditStatement(db: Db, input: AuditInput) {
  const action = `${input.entity}.${input.verb}`
  const details = {
    ...(input.before !== undefined || input.after !== undefined
      ? changedFields(input.before ?? null, input.after ?? null)
      : {}),
    ...input.note,
  }
  const row = {
    id: newId(),
    actorId: input.actorId,
    action,
    entity: input.entity,
    entityId: input.entityId,
    details,
    createdAt: new Date().toISOString(),
  }
  if (!input.onlyIf) return db.insert(auditLog).values(row)
  return db
    .insert(auditLog)
    .select(
      sql`select ${row.id}, ${row.actorId}, ${row.action}, ${row.entity}, ${row.entityId}, json(${JSON.stringify(details)}), ${row.createdAt} where ${input.onlyIf}`,
    )
}
