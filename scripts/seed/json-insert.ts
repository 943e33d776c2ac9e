import { getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { SeedDb } from './context'

/** Rows per statement: about 0.5 MB of JSON for a generated product, well inside D1's 2 MB value limit. */
const ROWS_PER_STATEMENT = 500

/**
 * Inserts many rows with one bound parameter per statement: the rows travel as one JSON array and SQLite unpacks
 * them with json_each. A statement per row costs a round trip through the platform proxy each; this is two orders
 * of magnitude fewer, and it stays within D1's limit of 100 bound parameters. Values go through each column's own
 * driver mapping (JSON columns to text, booleans to 0/1), so what is stored equals what drizzle would store.
 * Rows that collide with an existing unique key are skipped.
 */
export async function insertRowsAsJson<T extends SQLiteTable>(
  db: SeedDb,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  const [first] = rows
  if (!first) return
  const columns = getTableColumns(table)
  const keys = Object.keys(first).filter((key) => key in columns)
  const targets = keys.map((key) => columns[key] as (typeof columns)[string])
  const columnList = sql.join(
    targets.map((column) => sql.identifier(column.name)),
    sql`, `,
  )
  const picks = sql.join(
    keys.map((_, index) => sql.raw(`json_extract(value, '$[${index}]')`)),
    sql`, `,
  )
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) =>
      targets.map((column, index) => {
        const value = (row as Record<string, unknown>)[keys[index] as string]
        return value === null || value === undefined ? null : column.mapToDriverValue(value)
      }),
    )
    const statement: SQL = sql`insert into ${table} (${columnList})
      select ${picks} from json_each(${JSON.stringify(chunk)}) where true
      on conflict do nothing`
    await db.run(statement)
  }
}
