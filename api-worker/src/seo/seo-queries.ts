import { and, eq, type SQL, sql } from 'drizzle-orm'
import { visibleProduct } from '../db/queries/visibility'
import { pages, products } from '../db/schema'
import type { Db } from '../env'

/**
 * How many product addresses one sitemap file holds at most. The protocol allows 50,000; 10,000 keeps each file's read
 * and the worker's memory for it (about 1.3 MB of XML) small whatever the catalogue's size.
 */
export const SITEMAP_PRODUCTS_PER_FILE = 10_000

const perFile = sql.raw(String(SITEMAP_PRODUCTS_PER_FILE))
const rowid = sql`${products}.rowid`
/**
 * The products read by rowid alone: without statistics SQLite takes the visibility check's `is_active` index
 * instead, and reads every active product to keep one range.
 */
const productsByRowid = sql`${products} not indexed`

/**
 * The numbers of the product sitemap files to list: file n holds the products whose rowid lies in
 * ((n - 1) × SITEMAP_PRODUCTS_PER_FILE, n × SITEMAP_PRODUCTS_PER_FILE], and is listed when one of them is visible.
 * Each range stops at its first visible product, so the index reads a few rows per file, never the catalogue.
 */
export async function sitemapProductFiles(db: Db): Promise<number[]> {
  const rows = await db.all<{ n: number }>(sitemapProductFilesQuery())
  return rows.map((row) => Number(row.n))
}

export function sitemapProductFilesQuery(): SQL {
  return sql`with recursive files(n) as (
      select 1
      union all
      select n + 1 from files where n * ${perFile} < (select max(rowid) from ${products})
    )
    select n from files where exists (
      select 1 from ${productsByRowid}
      where ${rowid} > (n - 1) * ${perFile} and ${rowid} <= n * ${perFile} and ${visibleProduct()}
    )`
}

/** The visible products of sitemap file `file` (see sitemapProductFiles), by slug with their last change. */
export function sitemapProductsOf(db: Db, file: number) {
  return (
    db
      // Named through sql: drizzle refuses a table's columns when the query reads it through a raw `from`.
      .select({ slug: sql<string>`${products.slug}`, updatedAt: sql<string>`${products.updatedAt}` })
      .from(productsByRowid)
      .where(
        and(
          sql`${rowid} > ${(file - 1) * SITEMAP_PRODUCTS_PER_FILE}`,
          sql`${rowid} <= ${file * SITEMAP_PRODUCTS_PER_FILE}`,
          visibleProduct(),
        ),
      )
      .orderBy(rowid)
  )
}

/** The published content pages the sitemap lists, by slug with their last change. */
export function sitemapPages(db: Db) {
  return db
    .select({ slug: pages.slug, updatedAt: pages.updatedAt })
    .from(pages)
    .where(eq(pages.isPublished, true))
    .orderBy(pages.slug)
}
