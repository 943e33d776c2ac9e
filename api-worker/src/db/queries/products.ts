import {
  liraToKurus,
  type ProductDto,
  type ProductListQuery,
  resolveProductSort,
  searchPhrases,
} from '@shop/domain'
import type { MessageLanguage } from '@shop/domain/messages/index'
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../env'
import { categories, productSearchKeys, products } from '../schema'
import { guardedLimit } from './guarded-limit'
import { toProductDto } from './product-dto'
import {
  ftsMatchExpression,
  ftsRowIs,
  ftsRowIsProduct,
  matchesSearch,
  productsFts,
  type SearchRows,
} from './product-search'
import { isOnPage, RANKED_MATCHES, rankedCandidates, rankedOrder, rankedPage } from './ranked-search'
import { activeProduct, categoryTreeIds, visibleProduct } from './visibility'

/**
 * A product list as the API reads it: the query string's parameters and the caller's language (`c.var.lang`), whose
 * name key `sort=name` walks; Turkish, the shop's own, when none is given.
 */
export type ProductListRequest = ProductListQuery & { language?: MessageLanguage }

export type ListFilter = Pick<
  ProductListQuery,
  'category' | 'featured' | 'sale' | 'inStock' | 'minPrice' | 'maxPrice'
>

/** How a caller reads the rows a list filter narrows (listFilter). */
export interface ListFilterUse {
  /** A category the caller names itself (the facets count each category in turn), in place of `query.category`. */
  inCategory?: SQL
  /** The page walks this sort's index (the 'walk' plan), rather than finding the rows through the filters' indexes. */
  walkedBy?: SortField
  /** The rows the filters are checked on: the products' own, or a search's matches' keys (searchRows). */
  on?: typeof products | typeof productSearchKeys
  /**
   * The caller groups the rows by category and checks each group's category is visible, once per group rather than
   * once per row; only the product's own switch is checked here.
   */
  categoryVisibleByGroup?: boolean
}

/**
 * Whether a filter most of a shop's products fail is set: featured, on sale, out of stock, a price bound. (In stock,
 * the most common filter, most products pass.)
 */
export function narrowsTheList(query: ListFilter): boolean {
  return (
    query.featured === true ||
    query.sale === true ||
    query.inStock === false ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined
  )
}

/**
 * The WHERE of a product list: what the public may see, narrowed by the list's filters.
 *
 * Some filters are checked on the rows found otherwise, a unary plus keeping SQLite off their indexes (its documented
 * hint), because SQLite, without statistics, preferred those indexes where they cost the catalogue:
 * - within a category, stock, sale and the price bounds, on the rows the category's index finds: for a one-product
 *   category SQLite walked the stock or on-sale index across the catalogue (80,025 rows at 100,000 products), and the
 *   facets' count of each category read every product above a lower price bound (516 ms at 10,000 products);
 * - on a walked page, the same filters on the rows the sort's index gives, unless the filter is on the sort's own
 *   column (a price bound sorted by price is where the walk starts): SQLite read every product in stock, or above
 *   the lower bound, and sorted them all for a page of 24 (410 and 250 ms at 100,000 products);
 * - in stock, on the rows a narrowing filter's index finds (narrowsTheList): the facets' in-stock count under an
 *   upper price bound read the 80,000 products in stock to find the 2,000 in the range (484 ms at 100,000).
 */
export function listFilter(
  query: ListFilter,
  { inCategory, walkedBy, on = products, categoryVisibleByGroup = false }: ListFilterUse = {},
): SQL {
  const conditions: SQL[] = [categoryVisibleByGroup ? activeProduct(on) : visibleProduct(on)]
  const category =
    inCategory ?? (query.category ? sql`${on.categoryId} in (${categoryTreeIds(query.category)})` : undefined)
  if (category) conditions.push(category)
  // Checked on the rows found otherwise (unary plus): on a walk, unless the filter is on the sort's own column;
  // otherwise within a category, or when a narrower filter asked for beside it finds the rows.
  const term = (
    column: AnySQLiteColumn,
    sortOfColumn: 'stock' | 'price' | null,
    narrowerFilterSet = false,
  ) => {
    const checkedOnRows =
      walkedBy !== undefined ? walkedBy !== sortOfColumn : category !== undefined || narrowerFilterSet
    return checkedOnRows ? sql`+${column}` : sql`${column}`
  }
  if (query.featured !== undefined) conditions.push(eq(on.isFeatured, query.featured))
  // effective_price is below price exactly when the discount rule (0 < discountPrice < price) applies; no index gives
  // the sale's rows in price order, so a walk by price checks them on its rows too. The featured products, a few a
  // shop picks, are narrower: SQLite read the 20,002 products on sale to count the 1,015 featured among them (52-57 ms
  // at 100,000 products, 3 ms through the featured index).
  const sale = term(on.effectivePrice, null, query.featured === true)
  if (query.sale === true) conditions.push(sql`${sale} < ${on.price}`)
  if (query.sale === false) conditions.push(sql`${sale} = ${on.price}`)
  if (query.inStock !== undefined && on === productSearchKeys) {
    // The keys keep whether there is any stock, not how much.
    conditions.push(eq(productSearchKeys.inStock, query.inStock))
  } else if (query.inStock !== undefined) {
    // Most products are in stock: any narrowing filter is narrower.
    const stock = term(products.stock, 'stock', query.inStock && narrowsTheList(query))
    conditions.push(query.inStock ? sql`${stock} > ${0}` : sql`${stock} = ${0}`)
  }
  // Bounds are in lira, the stored prices in kuruş; effective_price is the price the shopper pays.
  const price = term(on.effectivePrice, 'price')
  if (query.minPrice !== undefined) conditions.push(sql`${price} >= ${liraToKurus(query.minPrice)}`)
  if (query.maxPrice !== undefined) conditions.push(sql`${price} <= ${liraToKurus(query.maxPrice)}`)
  return and(...conditions) as SQL
}

/**
 * A search's matches with the list's filters, checked on their search keys (productSearchKeys), which hold every
 * column a filter reads, rather than on the products' own rows.
 */
export function searchRows(
  match: SQL,
  query: ListFilter,
  use: Pick<ListFilterUse, 'categoryVisibleByGroup'> = {},
): SearchRows {
  const filter = listFilter(query, { ...use, on: productSearchKeys })
  const where = and(ftsRowIs(productSearchKeys), match, filter) as SQL
  return { table: productSearchKeys, where }
}

/** The column each sort but the name's reads. */
const SORT_COLUMNS = {
  createdAt: products.createdAt,
  price: products.effectivePrice,
  stock: products.stock,
} as const

/**
 * The name's sort key in each language the API answers in, each with an index of its own: `sort=name` is
 * alphabetical in the caller's language, by the name the caller reads (an English one, else the Turkish one).
 */
const NAME_SORT_KEYS = { tr: products.nameSortKey, en: products.nameSortKeyEn } as const

type SortField = keyof typeof SORT_COLUMNS | 'name'

/** A product with its category summary; aliased because D1 batch results are keyed by column name. */
export const productWithCategory = {
  product: products,
  categoryId: sql<string | null>`${categories.id}`.as('category_ref_id'),
  categorySlug: sql<string | null>`${categories.slug}`.as('category_ref_slug'),
  categoryName: sql<string | null>`${categories.name}`.as('category_ref_name'),
}

export interface ProductWithCategoryRow {
  product: typeof products.$inferSelect
  categoryId: string | null
  categorySlug: string | null
  categoryName: string | null
}

export function toProductDtos(rows: ProductWithCategoryRow[]): ProductDto[] {
  return rows.map((row) =>
    toProductDto(
      row.product,
      row.categoryId === null
        ? null
        : { id: row.categoryId, slug: row.categorySlug ?? '', name: JSON.parse(row.categoryName ?? '{}') },
    ),
  )
}

/**
 * How a list finds its page, unless it ranks by relevance. 'walk': down the sort's index, keeping the rows that pass
 * the filters (and, with search terms, the rows the full-text index matched) until the page is full; cheap while
 * matches are dense, but a filter few rows pass (a small category, the out-of-stock products, a rare word) had it read
 * the whole catalogue. 'seek': the filters' or the full-text index, then the matches sorted; cheap while they are
 * few, but a common word sorted by price sorted every match. A list that counts first picks (listPlanFor).
 */
export type ListPlan = 'walk' | 'seek'

/**
 * The plan for a list's page once its capped count is known: 'seek' for a list that counts first (countsFirst) and
 * found no more than the cap, its matches few enough to sort them all; 'walk' otherwise.
 */
export function listPlanFor(query: ProductListQuery, counted: number, cap: number): ListPlan {
  return countsFirst(query) && counted <= cap ? 'seek' : 'walk'
}

/** The column a list that is not ranked by relevance is sorted by: the newest first unless it names one. */
const sortColumnOf = (query: ProductListQuery): SortField => query.sort ?? 'createdAt'

/** The column a list's page is ordered by: the sort's, the name's key in the request's language. */
function sortColumn(query: ProductListRequest): AnySQLiteColumn {
  const sort = sortColumnOf(query)
  return sort === 'name' ? NAME_SORT_KEYS[query.language ?? 'tr'] : SORT_COLUMNS[sort]
}

/** The order of a list's page; a search ranked by relevance is ordered by its ranked page (`rankedOrder`) instead. */
function ordering(query: ProductListRequest, plan: ListPlan = 'walk'): SQL[] {
  const direction = query.order === 'asc' ? asc : desc
  // The same values; a unary plus only keeps SQLite from walking an index in their order (its documented hint).
  const term = (column: SQL | AnySQLiteColumn) => (plan === 'seek' ? sql`+${column}` : column)
  // The rowid tie-break keeps pages stable when many rows share a price, stock or second; every index ends with the
  // rowid, so a run of equal prices is read in index order instead of being sorted whole.
  return [direction(term(sortColumn(query))), direction(term(sql`${products}.rowid`))]
}

/**
 * Whether a list counts its matches before reading its page: one narrowed by a filter (a category, stock, sale,
 * featured, a price bound) or by search terms, unless it ranks by relevance (the ranking reads a bounded number of
 * matches whatever their count).
 */
export function countsFirst(query: ProductListQuery): boolean {
  const { q, category, featured, sale, inStock, minPrice, maxPrice } = query
  if (q) return resolveProductSort(query) !== 'relevance'
  return [category, featured, sale, inStock, minPrice, maxPrice].some((value) => value !== undefined)
}

/** How many rows past the page asked for a list counts; beyond them the total reads "at least" (1.000+). */
export const COUNT_LOOKAHEAD = 1000

/** Counts the rows of `from … where` up to `cap + 1`: enough to say "exactly n" below the cap, "at least cap" above. */
export function cappedCount(db: Db, rows: { where: SQL } | SearchRows, cap: number) {
  const select = db.select({ one: sql<number>`1`.as('one') })
  const counted = ('table' in rows ? select.from(productsFts).crossJoin(rows.table) : select.from(products))
    .where(rows.where)
    .limit(cap + 1)
  return { statement: db.select({ total: count() }).from(counted.as('counted')), cap }
}

/**
 * The statements behind a product list: the page (`rows`, read by `plan`) and its (capped) total; a search ranked by
 * relevance has one statement for both (`ranked`), its `total` only for a page past the last one. With search terms
 * the full-text index finds the matches (FTS5 MATCH, joined to products by rowid); without, the products indexes do.
 * Null when `q` has no searchable terms (only punctuation), which matches nothing. `pageOnlyIf`, given the total's
 * cap, guards a page without search terms: it reads rows only when the condition holds (keptListStatements).
 */
export function productListStatements(
  db: Db,
  query: ProductListRequest,
  plan: ListPlan = 'walk',
  pageOnlyIf?: (cap: number) => SQL,
) {
  const phrases = query.q ? searchPhrases(query.q) : []
  if (query.q && phrases.length === 0) return null
  const offset = (query.page - 1) * query.limit
  const lookahead = offset + COUNT_LOOKAHEAD
  if (phrases.length > 0) {
    const match = matchesSearch(ftsMatchExpression(phrases))
    const matches = searchRows(match, query)
    if (resolveProductSort(query) === 'relevance') return rankedSearchStatements(db, query, matches)
    const total = cappedCount(db, matches, lookahead)
    if (plan === 'walk') {
      // Many matches: the page walks the sort's index and keeps the products the full-text index matched, a set of
      // rowids SQLite builds once from the index's list for the words.
      const matched = sql`${products}.rowid in (select rowid from ${productsFts} where ${match})`
      const walked = listFilter(query, { walkedBy: sortColumnOf(query) })
      return { rows: walkedPage(db, query, and(walked, matched) as SQL), total }
    }
    const where = and(ftsRowIsProduct, match, listFilter(query)) as SQL
    return { rows: soughtPage(db, query, { where, search: true }), total }
  }
  const where = listFilter(query)
  const total = cappedCount(db, { where }, lookahead)
  const readsIf = pageOnlyIf?.(total.cap)
  if (plan === 'seek') return { rows: soughtPage(db, query, { where, search: false }, readsIf), total }
  return { rows: walkedPage(db, query, listFilter(query, { walkedBy: sortColumnOf(query) }), readsIf), total }
}

/** A page read down the sort's index, whole rows kept while they pass `where` until the page is full. */
function walkedPage(db: Db, query: ProductListRequest, where: SQL, readsIf?: SQL) {
  return db
    .select(productWithCategory)
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(where)
    .orderBy(...ordering(query))
    .limit(guardedLimit(query.limit, readsIf))
    .offset((query.page - 1) * query.limit)
}

/**
 * A page of few matches, found through the filters' or the full-text index (`search`) and sorted: the page is chosen
 * on the sort key and rowid alone, and only its rows are then read whole; SQLite would otherwise decode every
 * matching product (names, descriptions, JSON) just to sort it and throw most away.
 */
function soughtPage(db: Db, query: ProductListRequest, rows: { where: SQL; search: boolean }, readsIf?: SQL) {
  const select = db.select({ rowid: sql<number>`${products}.rowid`.as('hit_rowid') })
  const hits = (rows.search ? select.from(productsFts).crossJoin(products) : select.from(products))
    .where(rows.where)
    .orderBy(...ordering(query, 'seek'))
    .limit(guardedLimit(query.limit, readsIf))
    .offset((query.page - 1) * query.limit)
    .as('hits')
  return db
    .select(productWithCategory)
    .from(hits)
    .crossJoin(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(sql`${products}.rowid = ${hits.rowid}`)
    .orderBy(...ordering(query, 'seek'))
}

/**
 * Relevance order among the newest RANKED_MATCHES matches, in one statement that also counts them: the candidates
 * are read once, the page is chosen on their score, creation time and id alone, and only its rows are read whole.
 * `total` counts a page past the last one.
 */
function rankedSearchStatements(db: Db, query: ProductListQuery, matches: SearchRows) {
  const candidates = rankedCandidates(db, matches)
  const page = rankedPage(db, candidates, { limit: query.limit, offset: (query.page - 1) * query.limit })
  return {
    ranked: db
      .with(candidates)
      .select({
        ...productWithCategory,
        ranked: sql<number>`(select count(*) from ${candidates})`.as('ranked_total'),
      })
      .from(page)
      .crossJoin(products)
      .leftJoin(categories, eq(products.categoryId, categories.id))
      .where(isOnPage(page))
      .orderBy(...rankedOrder(page)),
    total: cappedCount(db, matches, RANKED_MATCHES),
  }
}
