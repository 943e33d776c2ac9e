import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index.ts'
import { type LocalizedText, readLocalized } from '@shop/domain'
import { z } from 'zod'
import { englishNameSortKey } from '../../api-worker/src/lib/sort-key'
import { EXPORT_FORMAT, EXPORT_VERSION, EXPORTED_TABLES, type ExportedTable, NO_PASSWORD } from './tables'

const rowsSchema = z.array(z.record(z.string().regex(/^[a-z_]+$/), z.unknown()))

const exportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string(),
  tables: z.object(
    Object.fromEntries(EXPORTED_TABLES.map((table) => [table, rowsSchema])) as Record<
      ExportedTable,
      typeof rowsSchema
    >,
  ),
  media: z.array(z.object({ key: z.string() }).passthrough()),
})

export interface ImportOptions {
  /** The account that gets a password again (an export carries none): its e-mail and the new password's hash. */
  admin?: { email: string; passwordHash: string }
}

export interface ImportReport {
  rows: Record<ExportedTable, number>
  adminRestored: boolean
}

/** D1 runs each batch as one transaction; ~50 single-row inserts keep each round trip small. */
const BATCH_SIZE = 50

/**
 * Writes an export into an empty, migrated database. Everything is checked before the first write: the format, that
 * every table is empty, and that every column exists; a bad file changes nothing. Users come back with no password
 * (see NO_PASSWORD) except the one named in `options.admin`.
 */
export async function importShop(
  db: D1Database,
  input: unknown,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const parsed = exportSchema.safeParse(input)
  if (!parsed.success) throw new Error(`Not a shop export: ${z.prettifyError(parsed.error)}`)
  const { tables } = parsed.data
  for (const table of EXPORTED_TABLES) {
    const count = await db.prepare(`select count(*) as n from "${table}"`).first<{ n: number }>()
    if ((count?.n ?? 0) > 0) throw new Error(`The database is not empty: ${table} has ${count?.n} rows`)
    await assertColumns(db, table, tables[table])
  }
  let adminRestored = false
  const statements: D1PreparedStatement[] = []
  for (const table of EXPORTED_TABLES) {
    for (const row of tables[table]) {
      let values = row
      if (table === 'users') values = withPassword(row, options.admin)
      if (table === 'products') values = withEnglishSortKey(row)
      if (table === 'users' && values.password_hash !== NO_PASSWORD) adminRestored = true
      statements.push(insertStatement(db, table, values))
    }
  }
  for (let start = 0; start < statements.length; start += BATCH_SIZE) {
    await db.batch(statements.slice(start, start + BATCH_SIZE))
  }
  const rows = Object.fromEntries(EXPORTED_TABLES.map((table) => [table, tables[table].length])) as Record<
    ExportedTable,
    number
  >
  return { rows, adminRestored }
}

function withPassword(row: Record<string, unknown>, admin: ImportOptions['admin']): Record<string, unknown> {
  const isAdmin = admin !== undefined && row.email === admin.email && row.role === 'admin'
  return { ...row, password_hash: isAdmin ? admin.passwordHash : NO_PASSWORD }
}

/**
 * A product of an export made before migration 0016 has no English sort key (its column would stay empty, and the
 * product first in every English list sorted by name): it gets the key the worker writes, from its stored name. A
 * newer export carries the key, which is written back as it was.
 */
export function withEnglishSortKey(row: Record<string, unknown>): Record<string, unknown> {
  if ('name_sort_key_en' in row || typeof row.name !== 'string') return row
  let name: LocalizedText
  try {
    name = JSON.parse(row.name)
  } catch {
    return row
  }
  return { ...row, name_sort_key_en: englishNameSortKey(readLocalized(name, 'en')) }
}

async function assertColumns(db: D1Database, table: ExportedTable, rows: Record<string, unknown>[]) {
  const info = await db.prepare(`pragma table_info("${table}")`).all<{ name: string }>()
  const known = new Set(info.results.map((column) => column.name))
  for (const row of rows) {
    const unknown = Object.keys(row).find((column) => !known.has(column))
    if (unknown) throw new Error(`${table} has no column ${unknown}`)
  }
}

function insertStatement(
  db: D1Database,
  table: ExportedTable,
  row: Record<string, unknown>,
): D1PreparedStatement {
  const columns = Object.keys(row)
  const names = columns.map((column) => `"${column}"`).join(', ')
  const slots = columns.map(() => '?').join(', ')
  return db
    .prepare(`insert into "${table}" (${names}) values (${slots})`)
    .bind(...columns.map((column) => row[column]))
}
