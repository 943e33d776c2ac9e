import { ENGLISH_MISSING_BELOW, isEnglishMissing, type LocalizedText } from '@shop/domain'
import { and, asc, count, eq, gt, isNull, type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { derivedProductColumns } from '../../db/product-columns'
import { categories, products } from '../../db/schema'
import type { Db } from '../../env'

/** The catalogue's records with translatable texts, in the order the job walks them. */
export const CATALOGUE_KINDS = ['category', 'product'] as const
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number]
export const TEXT_FIELDS = ['name', 'description'] as const
export type TextField = (typeof TEXT_FIELDS)[number]

export interface CatalogueItem {
  kind: CatalogueKind
  id: string
  name: LocalizedText
  description: LocalizedText
}

/** English texts by field, and the Turkish each was translated from. */
export type FieldTexts = Partial<Record<TextField, string>>

const tableOf = (kind: CatalogueKind) => (kind === 'product' ? products : categories)

// SQLite's trim() takes only spaces unless told; JavaScript's trim() (isEnglishMissing) also takes tabs and newlines.
const trimmedLength = (column: SQLiteColumn, language: string) =>
  sql`length(trim(coalesce(json_extract(${column}, ${`$.${language}`}), ''), char(32, 9, 10, 13)))`

/** isEnglishMissing in SQL, for a text that has a Turkish value to translate from. */
const needsEnglish = (column: SQLiteColumn) =>
  sql`(${trimmedLength(column, 'en')} < ${ENGLISH_MISSING_BELOW} and ${trimmedLength(column, 'tr')} > 0)`

function lacksEnglish(kind: CatalogueKind, afterId: string | null): SQL | undefined {
  const table = tableOf(kind)
  const missing = sql`(${needsEnglish(table.name)} or ${needsEnglish(table.description)})`
  return afterId === null ? missing : and(gt(table.id, afterId), missing)
}

/** Up to `limit` records of one kind whose English name or description is missing, by id after `afterId`. */
export async function findLackingEnglish(
  db: Db,
  kind: CatalogueKind,
  afterId: string | null,
  limit: number,
): Promise<CatalogueItem[]> {
  const table = tableOf(kind)
  const rows = await db
    .select({ id: table.id, name: table.name, description: table.description })
    .from(table)
    .where(lacksEnglish(kind, afterId))
    .orderBy(asc(table.id))
    .limit(limit)
  return rows.map((row) => ({ kind, ...row }))
}

export async function countLackingEnglish(
  db: Db,
  kind: CatalogueKind,
  afterId: string | null,
): Promise<number> {
  const table = tableOf(kind)
  const [row] = await db.select({ n: count() }).from(table).where(lacksEnglish(kind, afterId))
  return row?.n ?? 0
}

export type WriteOutcome = 'written' | 'skipped' | 'conflict'

/**
 * Writes the English texts of one record, only where English is still missing and the Turkish is still the text
 * that was translated. The UPDATE is conditional on the row being exactly as read (the JSON texts, and for a
 * product the price fields its derived columns come from) and on English still missing, so an admin's English
 * written meanwhile is never overwritten; a row changed in between is read again once.
 */
export async function writeEnglish(
  db: Db,
  kind: CatalogueKind,
  id: string,
  english: FieldTexts,
  turkish: FieldTexts,
): Promise<WriteOutcome> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const row = await readRaw(db, kind, id)
    if (!row) return 'skipped'
    const current = { name: parseText(row.name), description: parseText(row.description) }
    const fields = TEXT_FIELDS.filter(
      (field) =>
        english[field] !== undefined &&
        isEnglishMissing(current[field].en) &&
        (current[field].tr ?? '').trim() === turkish[field],
    )
    if (fields.length === 0) return 'skipped'
    const next = { name: { ...current.name }, description: { ...current.description } }
    for (const field of fields) next[field].en = english[field]
    const table = tableOf(kind)
    const unchanged = [
      eq(table.id, id),
      sql`${table.name} = ${row.name}`,
      sql`${table.description} = ${row.description}`,
      ...fields.map((field) => needsEnglish(table[field])),
    ]
    const updatedAt = new Date().toISOString()
    const result =
      row.kind === 'product'
        ? await db
            .update(products)
            .set({
              ...next,
              updatedAt,
              ...derivedProductColumns({
                ...next,
                shortDescription: parseText(row.shortDescription),
                price: row.price,
                discountPrice: row.discountPrice,
              }),
            })
            .where(
              and(
                ...unchanged,
                sql`${products.shortDescription} = ${row.shortDescription}`,
                eq(products.price, row.price),
                row.discountPrice === null
                  ? isNull(products.discountPrice)
                  : eq(products.discountPrice, row.discountPrice),
              ),
            )
        : await db
            .update(categories)
            .set({ ...next, updatedAt })
            .where(and(...unchanged))
    if (result.meta.changes > 0) return 'written'
  }
  return 'conflict'
}

type RawRow =
  | { kind: 'category'; name: string; description: string }
  | {
      kind: 'product'
      name: string
      description: string
      shortDescription: string
      price: number
      discountPrice: number | null
    }

/** The row's JSON columns as stored text (compared as such in the conditional UPDATE). */
async function readRaw(db: Db, kind: CatalogueKind, id: string): Promise<RawRow | null> {
  if (kind === 'category') {
    const [row] = await db
      .select({ name: sql<string>`${categories.name}`, description: sql<string>`${categories.description}` })
      .from(categories)
      .where(eq(categories.id, id))
    return row ? { kind, ...row } : null
  }
  const [row] = await db
    .select({
      name: sql<string>`${products.name}`,
      description: sql<string>`${products.description}`,
      shortDescription: sql<string>`${products.shortDescription}`,
      price: products.price,
      discountPrice: products.discountPrice,
    })
    .from(products)
    .where(eq(products.id, id))
  return row ? { kind, ...row } : null
}

function parseText(raw: string): LocalizedText {
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as LocalizedText) : {}
  } catch {
    return {}
  }
}
