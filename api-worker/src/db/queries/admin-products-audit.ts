import { SQL, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { auditLog, products } from '../schema'

export type ProductAuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'hide'
  | 'toggle_status'
  | 'update_stock'
  | 'update_category'
  | 'update_featured'

export interface ProductAudit {
  actorId: string
  /** A fixed action, or an SQL expression choosing one per product (a delete that hides some of them). */
  action: ProductAuditAction | SQL
  /** Which products the entry is about; only those that exist when the statement runs get a row. */
  where: SQL
  /** Stored as given, or an SQL expression giving a JSON object per product (read at that point of the batch). */
  details: Record<string, unknown> | SQL
}

/** A 24-hex id shaped like `newId()`'s (8 hex digits of Unix seconds, 16 random), made in SQL for each row. */
const sqlNewId = sql`printf('%08x', cast(strftime('%s', 'now') as integer)) || lower(hex(randomblob(8)))`

/**
 * One audit row per product the statement finds, meant to go in the same batch as the write it records. It selects
 * from products, so its place in the batch decides what it sees: after an update it reads the new values; before a
 * delete it still finds the rows; a product that is gone (a race) gets no row, so the log never claims a write that
 * did not happen.
 */
export function auditProducts(db: Db, entry: ProductAudit) {
  const details = entry.details instanceof SQL ? entry.details : sql`json(${JSON.stringify(entry.details)})`
  const action = typeof entry.action === 'string' ? sql`${entry.action}` : entry.action
  // An insert builder, not `db.run`: drizzle cannot put a raw statement with parameters in a D1 batch. With a
  // select it names every column of the table, in table order, so created_at is given here too.
  return db.insert(auditLog).select(
    sql`select ${sqlNewId}, ${entry.actorId}, ${action}, 'product', ${products.id}, ${details},
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now') from ${products} where ${entry.where}`,
  )
}

/** Product ids as one JSON parameter: D1 binds at most 100 parameters a statement, a bulk call has up to 500. */
export function idIn(ids: readonly string[]): SQL {
  return sql`${products.id} in (select value from json_each(${JSON.stringify(ids)}))`
}
