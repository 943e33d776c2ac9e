import type { SearchPhrases } from '@shop/domain'
import { type SQL, sql } from 'drizzle-orm'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { type productSearchKeys, products } from '../schema'

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
 * The longest prefix the full-text index keeps a list of its own for (migration 0009 declares prefixes of 1 to 10
 * characters). FTS5 answers any other prefix by merging the lists of every word that starts with it, on each query,
 * at a cost in proportion to its matches: "implant"* ranked among 100,000 products that all hold the word took 31 ms
 * with prefix lists up to 4 characters, and 8 ms with them.
 */
export const LONGEST_INDEXED_PREFIX = 10

/** A term of a MATCH expression: quoted, looked up as a prefix by the first LONGEST_INDEXED_PREFIX characters. */
const prefixTerm = (term: string) =>
  `"${[...term].slice(0, LONGEST_INDEXED_PREFIX).join('').replaceAll('"', '""')}"*`

/**
 * An FTS5 MATCH expression from a search's phrases (`searchPhrases`): each term a quoted prefix term, the terms of a
 * phrase side by side in that order ("gen"* + "0004"*), every phrase required ("impl"* "mot"*). A longer term is
 * looked up by its first LONGEST_INDEXED_PREFIX characters, which admits the rare word that shares them. Quoting
 * makes FTS5 operators and punctuation plain text; a quote inside a term is doubled, as FTS5 escapes it.
 *
 * A phrase also keeps the ranking bounded: bm25 counts the rows that hold each of its parts, so "gen"* on its own,
 * which every generated SKU holds, was counted through the whole catalogue (2 ms at 100,000 products, 0.4 at 1,000);
 * "gen"* + "0004"* is counted through its 100 matches (0.55 ms).
 */
export function ftsMatchExpression(phrases: SearchPhrases): string {
  return phrases.map((phrase) => phrase.map(prefixTerm).join(' + ')).join(' ')
}

export function matchesSearch(expression: string): SQL {
  return sql`${productsFts} match ${expression}`
}

/** Lower is better, as FTS5's bm25 reports it. */
export const relevance = sql`bm25(${productsFts}, ${sql.raw(String(SEARCH_WEIGHTS.names))}, ${sql.raw(String(SEARCH_WEIGHTS.sku))}, ${sql.raw(String(SEARCH_WEIGHTS.text))})`

/**
 * Joins an FTS row to its product, or to the product's search keys (whose row_id is the product's rowid); the index
 * is always the outer loop (CROSS JOIN is never reordered).
 */
export function ftsRowIs(row: typeof products | typeof productSearchKeys): SQL {
  return sql`${productsFts.rowid} = ${row}.rowid`
}

export const ftsRowIsProduct = ftsRowIs(products)

/** A search's matches as rows beside the full-text index: their search keys, and what the matches must pass. */
export interface SearchRows {
  table: typeof productSearchKeys
  where: SQL
}
