import { asc, desc, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { products } from '../schema'
import { productsFts, relevance, type SearchRows } from './product-search'

/**
 * A relevance search ranks the newest this many matches that pass its filters (and one more, which tells a count
 * there are more): bm25 is computed for every row it orders, so ranking all of "cerrahi" at 100,000 products would
 * cost time in proportion to the catalogue.
 */
export const RANKED_MATCHES = 1000

/**
 * The matches a relevance search ranks, as a common table expression (`with candidates`): the newest
 * RANKED_MATCHES + 1 rows of `where` (FTS5 walks its rowids newest first and stops there), with their score and what
 * breaks a tie between equal scores, so a page can be chosen before any product row is read whole.
 */
export function rankedCandidates(db: Db, rows: SearchRows) {
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
  // The newest RANKED_MATCHES are ranked: the one more only tells the count there are more. Ranked with the rest, it
  // took a place on the pages and pushed one match to a page past the last one the count gives (page 51 of 50).
  const ranked = db
    .select({
      rowid: candidates.rowid,
      score: candidates.score,
      createdAt: candidates.createdAt,
      id: candidates.id,
    })
    .from(candidates)
    .orderBy(desc(candidates.rowid))
    .limit(RANKED_MATCHES)
    .as('ranked')
  return db
    .select({ rowid: ranked.rowid, score: ranked.score, createdAt: ranked.createdAt, id: ranked.id })
    .from(ranked)
    .orderBy(asc(ranked.score), desc(ranked.createdAt), desc(ranked.id))
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
