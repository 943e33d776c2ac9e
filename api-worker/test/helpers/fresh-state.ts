import type { D1Database, R2Bucket } from '../../src/env'

/** Tables kept: SQLite's and D1's own, the applied migrations, and the cache generation (see emptyDatabase). */
const KEPT = /^(sqlite_|_cf_|d1_migrations$|cache_generation$)/

interface TableRow {
  name: string
  sql: string | null
}

/**
 * Every row of the shop's tables gone, in one transaction, as after a fresh migration. The cache generation is the
 * exception: it moves on instead of going back to 0, so an answer or ETag cached under an earlier test file's data
 * can never match a generation this file reaches.
 */
export async function emptyDatabase(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table'")
    .all<TableRow>()
  const virtual = results.filter((table) => /^CREATE VIRTUAL TABLE/i.test(table.sql ?? '')).map((t) => t.name)
  // Full-text tables follow their content tables through triggers; their shadow tables are theirs to manage.
  const owned = (name: string) => virtual.some((table) => name === table || name.startsWith(`${table}_`))
  const tables = results.map((table) => table.name).filter((name) => !KEPT.test(name) && !owned(name))
  await db.batch([
    // Rows referencing each other go in any order; the keys are checked once all of them are gone.
    db.prepare('PRAGMA defer_foreign_keys = ON'),
    ...tables.map((name) => db.prepare(`DELETE FROM "${name}"`)),
    db.prepare('UPDATE cache_generation SET value = value + 1'),
  ])
}

/** Every object of the bucket deleted. */
export async function emptyBucket(bucket: R2Bucket): Promise<void> {
  let cursor: string | undefined
  do {
    const page = await bucket.list({ cursor, limit: 1000 })
    if (page.objects.length > 0) await bucket.delete(page.objects.map((object) => object.key))
    cursor = page.truncated ? page.cursor : undefined
  } while (cursor)
}
