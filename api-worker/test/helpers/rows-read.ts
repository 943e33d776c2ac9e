import { env } from 'cloudflare:workers'

/** A drizzle statement, or anything else that renders to SQL and its parameters. */
export type Runnable = { toSQL(): { sql: string; params: unknown[] } }

/** Runs a statement on the test database as D1 runs it, with D1's `meta` (rows read, duration). */
export function run(statement: Runnable) {
  const { sql, params } = statement.toSQL()
  return env.DB.prepare(sql)
    .bind(...params)
    .all()
}

/** Rows SQLite read, and its time, for statements run one after another. */
export async function readBy(statements: readonly Runnable[]) {
  let read = 0
  let duration = 0
  for (const statement of statements) {
    const { meta } = await run(statement)
    read += meta.rows_read
    duration += meta.duration
  }
  return { read, duration }
}

/** Rows of the full-text index that match a MATCH expression. */
export async function ftsMatchCount(expression: string) {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM products_fts WHERE products_fts MATCH ?')
    .bind(expression)
    .first<{ n: number }>()
  return row?.n ?? 0
}
