import type { D1Database, R2Bucket, R2ListOptions } from '@cloudflare/workers-types/index.ts'
import { EXPORT_FORMAT, EXPORT_VERSION, EXPORTED_TABLES, type ExportedTable } from './tables'

export type Row = Record<string, unknown>

export interface MediaEntry {
  key: string
  size: number
  etag: string
  contentType: string | null
}

export interface ShopExport {
  format: typeof EXPORT_FORMAT
  version: typeof EXPORT_VERSION
  exportedAt: string
  tables: Record<ExportedTable, Row[]>
  media: MediaEntry[]
}

/** Rows are read in pages so a large catalogue never asks D1 for one huge answer. */
const PAGE_SIZE = 500

/**
 * The whole shop as JSON: every exported table's rows as stored (JSON columns stay JSON text, so an import writes
 * back the same bytes), users without password hashes, the translation settings without their API key, and the
 * list of media objects in R2 (the files themselves stay in the bucket).
 */
export async function exportShop(db: D1Database, media: R2Bucket, now = new Date()): Promise<ShopExport> {
  const tables = {} as Record<ExportedTable, Row[]>
  for (const table of EXPORTED_TABLES)
    tables[table] = (await readTable(db, table)).map((row) => redact(table, row))
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    tables,
    media: await listMedia(media),
  }
}

async function readTable(db: D1Database, table: ExportedTable): Promise<Row[]> {
  const rows: Row[] = []
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await db
      .prepare(`select * from "${table}" order by rowid limit ? offset ?`)
      .bind(PAGE_SIZE, offset)
      .all<Row>()
    rows.push(...page.results)
    if (page.results.length < PAGE_SIZE) return rows
  }
}

function redact(table: ExportedTable, row: Row): Row {
  if (table === 'users') {
    const { password_hash: _hash, ...rest } = row
    return rest
  }
  if (table === 'settings' && row.group === 'translation' && typeof row.value === 'string') {
    const { apiKey: _key, ...translation } = JSON.parse(row.value) as Record<string, unknown>
    return { ...row, value: JSON.stringify(translation) }
  }
  return row
}

async function listMedia(bucket: R2Bucket): Promise<MediaEntry[]> {
  const entries: MediaEntry[] = []
  let cursor: string | undefined
  do {
    // `include` is in the R2 API but not yet in the bundled types: without it the content types are missing.
    const page = await bucket.list({ cursor, include: ['httpMetadata'] } as R2ListOptions)
    for (const object of page.objects) {
      entries.push({
        key: object.key,
        size: object.size,
        etag: object.etag,
        contentType: object.httpMetadata?.contentType ?? null,
      })
    }
    cursor = page.truncated ? page.cursor : undefined
  } while (cursor)
  return entries
}
