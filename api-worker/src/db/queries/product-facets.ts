import { FACET_COUNT_CAP, type ProductFacets, type ProductFacetsQuery, searchTerms } from '@shop/domain'
import { and, count, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { products } from '../schema'
import { ftsMatchExpression, ftsRowIsProduct, matchesSearch, productsFts } from './product-search'
import { type ListFilter, listFilter } from './products'

const EMPTY: ProductFacets = { total: 0, inStock: 0, onSale: 0, categories: [] }

/**
 * The statements behind the list's facet counts, one capped COUNT per facet and one GROUP BY for the categories, each
 * with the list's own WHERE (so each is planned on the same indexes as the list's total) minus the facet's own
 * filter. With search terms the full-text index drives them, as it drives the list. Null when `q` has no
 * searchable terms, which matches nothing.
 */
export function productFacetStatements(db: Db, query: ProductFacetsQuery) {
  const terms = query.q ? searchTerms(query.q) : []
  if (query.q && terms.length === 0) return null
  const search = terms.length > 0 ? matchesSearch(ftsMatchExpression(terms)) : null
  const where = (filter: ListFilter, ...more: SQL[]) =>
    search ? and(ftsRowIsProduct, search, listFilter(filter), ...more) : and(listFilter(filter), ...more)
  // Up to one past the cap: enough to tell "more than FACET_COUNT_CAP" without reading every match.
  const counted = (filter: ListFilter) => {
    const select = db.select({ one: sql<number>`1`.as('one') })
    const matches = (search ? select.from(productsFts).crossJoin(products) : select.from(products))
      .where(where(filter))
      .limit(FACET_COUNT_CAP + 1)
    return db.select({ count: count() }).from(matches.as('matches'))
  }
  const byCategory = db.select({ categoryId: sql<string>`${products.categoryId}`, count: count() })
  return {
    total: counted(query),
    inStock: counted({ ...query, inStock: true }),
    onSale: counted({ ...query, sale: true }),
    categories: (search ? byCategory.from(productsFts).crossJoin(products) : byCategory.from(products))
      .where(where({ ...query, category: undefined }, isNotNull(products.categoryId)))
      .groupBy(products.categoryId),
  }
}

export async function productFacets(db: Db, query: ProductFacetsQuery): Promise<ProductFacets> {
  const statements = productFacetStatements(db, query)
  if (!statements) return EMPTY
  const [[total], [inStock], [onSale], categories] = await db.batch([
    statements.total,
    statements.inStock,
    statements.onSale,
    statements.categories,
  ])
  return {
    total: total?.count ?? 0,
    inStock: inStock?.count ?? 0,
    onSale: onSale?.count ?? 0,
    categories: categories.map((row) => ({ categoryId: row.categoryId, count: row.count })),
  }
}
