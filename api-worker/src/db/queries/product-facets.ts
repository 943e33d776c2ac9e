import { FACET_COUNT_CAP, type ProductFacets, type ProductFacetsQuery, searchTerms } from '@shop/domain'
import { and, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { categories, productSearchKeys, products } from '../schema'
import { guardedLimit, NO_LIMIT } from './guarded-limit'
import { answeredByKeptCounts, type KeptFilter, keptByCategory, keptTotal } from './kept-counts'
import { ftsMatchExpression, matchesSearch, productsFts } from './product-search'
import { cappedCount, type ListFilter, listFilter, searchRows } from './products'
import { visibleCategoryIds, visibleProduct } from './visibility'

const EMPTY: ProductFacets = { total: 0, inStock: 0, onSale: 0, categories: [] }

/**
 * The statements behind the list's facet counts, one capped count per facet and one count per category, each for the
 * list's own filters minus the facet's own. Without search terms or a price bound they are sums of the kept counts
 * (keptFacetStatements); otherwise each is a capped COUNT with the list's own WHERE (so each is planned on the same
 * indexes as the list's total), and with search terms the full-text index drives them, as it drives the list. Null
 * when `q` has no searchable terms, which matches nothing.
 */
export function productFacetStatements(db: Db, query: ProductFacetsQuery) {
  const terms = query.q ? searchTerms(query.q) : []
  if (query.q && terms.length === 0) return null
  if (answeredByKeptCounts(query)) return keptFacetStatements(db, query)
  const search = terms.length > 0 ? matchesSearch(ftsMatchExpression(terms)) : null
  // Up to one past the cap: enough to tell "more than FACET_COUNT_CAP" without reading every match.
  const counted = (filter: ListFilter) =>
    cappedCount(db, search ? searchRows(search, filter) : { where: listFilter(filter) }, FACET_COUNT_CAP)
      .statement
  const counts = {
    total: counted(query),
    inStock: counted({ ...query, inStock: true }),
    onSale: counted({ ...query, sale: true }),
  }
  if (search) return { ...counts, categories: groupedByCategory(db, search, query) }
  // A price bound narrows the list (narrowsTheList). Both ways in the batch, each reading only when the sample
  // picks it.
  const dense = passesMostProducts(query)
  return {
    ...counts,
    categories: groupedByCategory(db, null, query, sql`not ${dense}`),
    categoriesWhenDense: cappedByCategory(db, query, dense),
  }
}

/**
 * The facets of a list narrowed only by what the kept counts answer (a category, stock, sale, featured): sums of a few
 * kept rows, capped like the counted ones. Counting them read up to the whole catalogue for a filter few products
 * pass (on sale and in stock: 84-95 ms of database time at 100,000 products).
 */
function keptFacetStatements(db: Db, query: ProductFacetsQuery) {
  const capped = (filter: KeptFilter) => keptTotal(db, filter, FACET_COUNT_CAP + 1)
  return {
    total: capped(query),
    inStock: capped({ ...query, inStock: true }),
    onSale: capped({ ...query, sale: true }),
    categories: keptByCategory(db, query, FACET_COUNT_CAP + 1),
  }
}

/** The newest products a narrowing filter is tried on, and the share of them it must pass to count as dense. */
const DENSITY_SAMPLE = 1000
const DENSE_SHARE = 0.6

/**
 * Whether the filter lets most products through, judged on the newest DENSITY_SAMPLE visible ones (a few thousand
 * rows read, through the newest-first index). A lower price bound most products pass ("≥ 50 ₺") is set like one few
 * pass: grouping its matches read 87,436 of 100,000 products (364-399 ms), where counting each category up to the cap
 * stops early (30 ms in SQLite).
 */
function passesMostProducts(query: ProductFacetsQuery): SQL {
  const passes = listFilter({ ...query, category: undefined })
  const sample = sql`select coalesce(${passes}, 0) as passes from ${products} where ${visibleProduct()}
    order by ${products.createdAt} desc limit ${DENSITY_SAMPLE}`
  return sql`(coalesce((select avg(passes) from (${sample})), 0) >= ${DENSE_SHARE})`
}

/**
 * The matches grouped by category, read once whatever their number: a search's (a search narrowed by a filter few of
 * them pass reads them all, as its list does), or a narrowing filter's (narrowsTheList). Counting each category
 * through its index read every product of every category for a filter few pass (the featured products: 664 ms in
 * SQLite at 100,000 products, grouped 25 ms), and through the filter's index read the filter's matches once per
 * category (a lower price bound 87,436 products pass: 4.1 s, grouped 321 ms). The category is grouped with a unary
 * plus, or SQLite walks the category index to group in order and checks the filter on every product (257 ms for the
 * featured ones). Whether a category is visible is checked once per group: on every row, it took a quarter of the
 * time for a word all 100,000 products hold (38 → 29 ms in SQLite).
 */
function groupedByCategory(db: Db, search: SQL | null, query: ProductFacetsQuery, onlyIf?: SQL) {
  const others = { ...query, category: undefined }
  const byGroup = { categoryVisibleByGroup: true }
  const rows = search
    ? searchRows(search, others, byGroup)
    : { table: products, where: listFilter(others, byGroup) }
  const category = sql`+${rows.table.categoryId}`
  const select = db.select({
    categoryId: sql<string>`${rows.table.categoryId}`,
    // Reported like the other counts, which stop one past the cap.
    count: sql<number>`min(count(*), ${FACET_COUNT_CAP + 1})`.mapWith(Number),
  })
  const where = and(rows.where, sql`${category} is not null`)
  return (search ? select.from(productsFts).crossJoin(rows.table) : select.from(products))
    .where(where)
    .groupBy(category)
    .having(sql`${category} in (${visibleCategoryIds})`)
    .limit(guardedLimit(NO_LIMIT, onlyIf))
}

/**
 * Each visible category's products that pass the other filters, counted up to FACET_COUNT_CAP + 1, like the totals,
 * on the search keys' category and price index (the narrow rows hold every flag a filter checks): grouping every
 * match read the catalogue, and counting through the products' category index looked each row up for its price
 * (19 → 2 ms in SQLite for a lower bound every product passes at 100,000). A parent's count, summed by the
 * storefront, is exact up to the cap as well.
 */
function cappedByCategory(db: Db, query: ProductFacetsQuery, onlyIf?: SQL) {
  const keys = productSearchKeys
  const inThisCategory = sql`${keys.categoryId} = ${categories.id}`
  const matches = db
    .select({ one: sql<number>`1`.as('one') })
    .from(keys)
    .where(listFilter({ ...query, category: undefined }, { inCategory: inThisCategory, on: keys }))
    .limit(FACET_COUNT_CAP + 1)
  return db
    .select({
      categoryId: categories.id,
      count: sql<number>`(select count(*) from (${matches}))`.mapWith(Number).as('category_count'),
    })
    .from(categories)
    .where(and(sql`${categories.id} in (${visibleCategoryIds})`, onlyIf))
}

export async function productFacets(db: Db, query: ProductFacetsQuery): Promise<ProductFacets> {
  const statements = productFacetStatements(db, query)
  if (!statements) return EMPTY
  const { total: all, inStock: stocked, onSale: sale, categories: perCategoryCounts } = statements
  const whenDense = 'categoriesWhenDense' in statements ? statements.categoriesWhenDense : null
  const [[total], [inStock], [onSale], ...perCategory] = whenDense
    ? await db.batch([all, stocked, sale, perCategoryCounts, whenDense])
    : await db.batch([all, stocked, sale, perCategoryCounts])
  const byCategory = perCategory.flat()
  return {
    total: total?.total ?? 0,
    inStock: inStock?.total ?? 0,
    onSale: onSale?.total ?? 0,
    // A category without a match is left out, as a search's grouping leaves it.
    categories: byCategory
      .filter((row) => row.count > 0)
      .map((row) => ({ categoryId: row.categoryId, count: row.count })),
  }
}
