import { asc, desc, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { productSearchKeys, products } from '../schema'
import { ftsRowIs, productsFts, relevance } from './product-search'
import { categoryTreeIds, visibleProduct } from './visibility'

/**
 * A relevance search ranks the newest this many matches that pass its filters (and one more, which tells a count
 * there are more): bm25 is computed for every row it orders, so ranking all of "cerrahi" at 100,000 products would
 * cost time in proportion to the catalogue.
 */
export const RANKED_MATCHES = 1000

/** The rows a ranked search reads beside the full-text index, and what its matches must pass there. */
export interface RankedRows {
  table: typeof products | typeof productSearchKeys
  where: SQL
}

/**
 * The matches of a search with no filter beyond a category, checked on their search keys (productSearchKeys) rather
 * than on the products' own rows: at 100,000 products, ranking "implant" read its 1,001 newest matches' product rows
 * for visibility and creation time (0.85 ms in SQLite alone), 0.25 ms on the keys.
 */
export function matchesOnSearchKeys(match: SQL, category?: string): RankedRows {
  const conditions = [ftsRowIs(productSearchKeys), match, visibleProduct(productSearchKeys)]
  if (category) conditions.push(sql`${productSearchKeys.categoryId} in (${categoryTreeIds(category)})`)
  return { table: productSearchKeys, where: sql.join(conditions, sql` and `) }
}

/** The matches of a search checked on the products' rows (`where` joins them to the index, ftsRowIsProduct). */
export function matchesOnProducts(where: SQL): RankedRows {
  return { table: products, where }
}

/**
 * The matches a relevance search ranks, as a common table expression (`with candidates`): the newest
 * RANKED_MATCHES + 1 rows of `where` (FTS5 walks its rowids newest first and stops there), with their score and what
 * breaks a tie between equal scores, so a page can be chosen before any product row is read whole.
 */
export function rankedCandidates(db: Db, rows: RankedRows) {
  return db.$with('candidates').as(
    db
      .select({
        rowid: sql<number>`${rows.table}.rowid`.as('hit_rowid'),
        score: relevance.as('hit_score'),
        createdAt: sql<string>`${rows.table.createdAt}`.as('hit_created_at'),
        id: sql<string>`${rows.table.id}`.as('hit_id'),
      })
      .from(productsFts)
      .crossJoin(rows.table)
      .where(rows.where)
      .orderBy(desc(productsFts.rowid))
      .limit(RANKED_MATCHES + 1),
  )
}

export type RankedCandidates = ReturnType<typeof rankedCandidates>

/**
 * A page of the candidates, best first (the newest wins a tie), as a subquery of a statement that names them
 * (`db.with(candidates)`): naming them here too would have SQLite compute them twice.
 */
export function rankedPage(db: Db, candidates: RankedCandidates, page: { limit: number; offset: number }) {
  return db
    .select({
      rowid: candidates.rowid,
      score: candidates.score,
      createdAt: candidates.createdAt,
      id: candidates.id,
    })
    .from(candidates)
    .orderBy(asc(candidates.score), desc(candidates.createdAt), desc(candidates.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('page')
}

export type RankedPage = ReturnType<typeof rankedPage>

/** The order of a statement's rows read from a ranked page (SQLite keeps no order through a join). */
export function rankedOrder(page: RankedPage) {
  return [asc(page.score), desc(page.createdAt), desc(page.id)]
}

/** Joins a product to its place on a ranked page. */
export function isOnPage(page: RankedPage) {
  return sql`${products}.rowid = ${page.rowid}`
}
