import { type SQL, sql } from 'drizzle-orm'

/**
 * A statement's LIMIT that reads nothing unless `readsIf` holds: `limit` rows when it does, none when it does not.
 * SQLite evaluates a LIMIT once, before the statement's loop, and at 0 reads nothing; a WHERE condition holding a
 * subquery is checked on every row read instead (a one-product category's guarded page read all 100,109 rows at
 * 100,000 products). drizzle types `.limit()` as a number or a placeholder, but its SQLite dialect writes any SQL
 * given there.
 */
export function guardedLimit(limit: number, readsIf?: SQL): number {
  if (!readsIf) return limit
  return sql`(case when ${readsIf} then ${limit} else 0 end)` as unknown as number
}
