import { type Pagination, type ProductDto, type ProductListQuery, paginate } from '@shop/domain'
import type { MessageLanguage } from '@shop/domain/messages/index'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../env'
import { categories, products } from '../schema'
import { keptTotal } from './kept-counts'
import { keptListStatements } from './kept-list'
import {
  countsFirst,
  type ListFilter,
  listFilter,
  listPlanFor,
  type ProductListRequest,
  type ProductWithCategoryRow,
  productListStatements,
  productWithCategory,
  toProductDtos,
} from './products'

export interface ProductPage {
  items: ProductDto[]
  pagination: Pagination
}

/**
 * A page of products and its capped total, `sort=name` in the order of the caller's `language`. A list that counts
 * first (countsFirst) reads its page by the plan the count picks: in the same batch when the kept counts give the
 * total (keptListStatements), else in a second D1 round trip. A list neither filtered nor searched sends its page and
 * its kept total in one batch.
 */
export async function listProducts(
  db: Db,
  listQuery: ProductListQuery,
  language: MessageLanguage,
): Promise<ProductPage> {
  const query: ProductListRequest = { ...listQuery, language }
  const statements = productListStatements(db, query)
  if (!statements) return { items: [], pagination: paginate(query.page, query.limit, 0) }
  const { cap } = statements.total
  const keptList = keptListStatements(db, query)
  let rows: ProductWithCategoryRow[]
  let counted: number
  if ('ranked' in statements) {
    const ranked = await statements.ranked
    rows = ranked
    // A page past the last one has no row to carry the count.
    counted = ranked[0]?.ranked ?? (query.page > 1 ? await countOf(statements.total.statement) : 0)
  } else if (keptList) {
    const [[total], walked, sought] = await db.batch([keptList.total, keptList.walked, keptList.sought])
    counted = total?.total ?? 0
    rows = listPlanFor(query, counted, cap) === 'seek' ? sought : walked
  } else if (countsFirst(query)) {
    counted = await countOf(statements.total.statement)
    const chosen = productListStatements(db, query, listPlanFor(query, counted, cap))
    rows = chosen && 'rows' in chosen ? await chosen.rows : []
  } else {
    // Neither filtered nor searched: the walked page, and the whole shown catalogue's total, kept too.
    const [page, [total]] = await db.batch([statements.rows, keptTotal(db, query)])
    rows = page
    counted = total?.total ?? 0
  }
  const pagination = paginate(query.page, query.limit, Math.min(counted, cap), counted > cap)
  return { items: toProductDtos(rows), pagination }
}

async function countOf(statement: PromiseLike<{ total: number }[]>) {
  const [row] = await statement
  return row?.total ?? 0
}

export type ProductSection = 'featured' | 'new' | 'discounted'

/**
 * A home section: the first `limit` products of the list its 'all' link opens (/products?featured=true,
 * ?sort=createdAt&order=desc, ?sale=true), newest first, without counting the rest.
 */
export async function listProductSection(
  db: Db,
  section: ProductSection,
  limit: number,
): Promise<ProductDto[]> {
  const filter: ListFilter = {
    featured: section === 'featured' ? true : undefined,
    sale: section === 'discounted' ? true : undefined,
  }
  const rows = await db
    .select(productWithCategory)
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(listFilter(filter))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit)
  return toProductDtos(rows)
}
