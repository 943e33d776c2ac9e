import { SQL, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { auditLog, products } from '../schema'

/** The verbs of product rows; stored as `product.<verb>` like every other entity's (lib/audit.ts). */
export type ProductAuditVerb =
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
  /** A fixed verb, or an SQL expression giving the whole action per product (a delete that hides some of them). */
  action: ProductAuditVerb | SQL
  /** Which products the entry is about; only those that exist when the statement runs get a row. */
  where: SQL
  /**
   * `{ before, after }` of the changed fields: stored as given, or an SQL expression giving the JSON object per
   * product (read at that point of the batch).
   */
  details: Record<string, unknown> | SQL
}

/** A 24-hex id shaped like `newId()`'s (8 hex digits of Unix seconds, 16 random), made in SQL for each row. */
const sqlNewId = sql`printf('%08x', cast(strftime('%s', 'now') as integer)) || lower(hex(randomblob(8)))`

/**
 * One audit row per product the statement finds, meant to go in the same batch as the write it records. It selects
 * from products, so its place in the batch decides what it sees: before an update it reads the old values; before a
 * delete it still finds the rows; a product that is gone (a race) gets no row, so the log never claims a write that
 * did not happen.
 */
export function auditProducts(db: Db, entry: ProductAudit) {
  const details = entry.details instanceof SQL ? entry.details : sql`json(${JSON.stringify(entry.details)})`
  const action = typeof entry.action === 'string' ? sql`${`product.${entry.action}`}` : entry.action
  // An insert builder, not `db.run`: drizzle cannot put a raw statement with parameters in a D1 batch. With a
  // select it names every column of the table, in table order, so created_at is given here too.
  return db.insert(auditLog).select(
    sql`select ${sqlNewId}, ${entry.actorId}, ${action}, 'product', ${products.id}, ${details},
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now') from ${products} where ${entry.where}`,
  )
}

/** A 0/1 column or expression as a JSON boolean. */
export const jsonBoolean = (value: SQL | typeof products.isActive | typeof products.isFeatured) =>
  sql`json(case when ${value} then 'true' else 'false' end)`

/** `{"before":{field:before},"after":{field:after}}` for one field, both sides JSON-valued SQL expressions. */
export const sqlChange = (field: string, before: SQL, after: SQL) =>
  sql`json_object('before', json_object(${field}, ${before}), 'after', json_object(${field}, ${after}))`

/** Product ids as one JSON parameter: D1 binds at most 100 parameters a statement, a bulk call has up to 500. */
export function idIn(ids: readonly string[]): SQL {
  return sql`${products.id} in (select value from json_each(${JSON.stringify(ids)}))`
}
