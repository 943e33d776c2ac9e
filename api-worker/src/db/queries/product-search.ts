import { type SQL, sql } from 'drizzle-orm'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { products } from '../schema'

/**
 * The FTS5 table of migration 0002 (external content over products, kept in step by triggers). Declared here and
 * not in schema.ts: drizzle-kit cannot create virtual tables, so it must never see this one.
 */
export const productsFts = sqliteTable('products_fts', {
  rowid: integer('rowid').notNull(),
  searchNames: text('search_names'),
  sku: text('sku'),
  searchText: text('search_text'),
})

/** bm25 column weights in the table's column order: a hit in a name counts most, then the SKU, then descriptions. */
export const SEARCH_WEIGHTS = { names: 10, sku: 6, text: 1 } as const

/**
 * An FTS5 MATCH expression from folded search terms: each a quoted prefix term, all required ("impl"* "mot"*).
 * Quoting makes FTS5 operators and punctuation plain text; a quote inside a term is doubled, as FTS5 escapes it.
 */
export function ftsMatchExpression(terms: readonly string[]): string {
  return terms.map((term) => `"${term.replaceAll('"', '""')}"*`).join(' ')
}

export function matchesSearch(expression: string): SQL {
  return sql`${productsFts} match ${expression}`
}

/** Lower is better, as FTS5's bm25 reports it. */
export const relevance = sql`bm25(${productsFts}, ${sql.raw(String(SEARCH_WEIGHTS.names))}, ${sql.raw(String(SEARCH_WEIGHTS.sku))}, ${sql.raw(String(SEARCH_WEIGHTS.text))})`

/** Joins an FTS row to its product; the index is always the outer loop (CROSS JOIN is never reordered). */
export const ftsRowIsProduct = sql`${productsFts.rowid} = ${products}.rowid`
