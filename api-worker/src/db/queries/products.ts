import {
  liraToKurus,
  type Pagination,
  type ProductDto,
  type ProductListQuery,
  paginate,
  resolveProductSort,
  searchTerms,
} from '@shop/domain'
import { and, asc, count, desc, eq, gt, gte, lt, lte, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { categories, products } from '../schema'
import { toProductDto } from './product-dto'
import { ftsMatchExpression, ftsRowIsProduct, matchesSearch, productsFts, relevance } from './product-search'
import { categoryTreeIds, visibleProduct } from './visibility'

export type ListFilter = Pick<
  ProductListQuery,
  'category' | 'featured' | 'sale' | 'inStock' | 'minPrice' | 'maxPrice'
>

/** The WHERE of a product list: what the public may see, narrowed by the list's filters. */
export function listFilter(query: ListFilter): SQL {
  const conditions: SQL[] = [visibleProduct()]
  if (query.category) conditions.push(sql`${products.categoryId} in (${categoryTreeIds(query.category)})`)
  if (query.featured !== undefined) conditions.push(eq(products.isFeatured, query.featured))
  // effective_price is below price exactly when the discount rule (0 < discountPrice < price) applies.
  if (query.sale === true) conditions.push(lt(products.effectivePrice, products.price))
  if (query.sale === false) conditions.push(eq(products.effectivePrice, products.price))
  if (query.inStock === true) conditions.push(gt(products.stock, 0))
  if (query.inStock === false) conditions.push(eq(products.stock, 0))
  // Bounds are in lira, the stored prices in kuruş; effective_price is the price the shopper pays.
  if (query.minPrice !== undefined) conditions.push(gte(products.effectivePrice, liraToKurus(query.minPrice)))
  if (query.maxPrice !== undefined) conditions.push(lte(products.effectivePrice, liraToKurus(query.maxPrice)))
  return and(...conditions) as SQL
}

const SORT_COLUMNS = {
  createdAt: products.createdAt,
  price: products.effectivePrice,
  name: products.nameSortKey,
  stock: products.stock,
} as const

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

function ordering(query: ProductListQuery): SQL[] {
  const sort = resolveProductSort(query)
  // Relevance is best first whatever `order` says; the newest wins a tie.
  if (sort === 'relevance') return [asc(relevance), desc(products.createdAt), desc(products.id)]
  const direction = query.order === 'asc' ? asc : desc
  // The id tie-break keeps pages stable when many rows share a price, stock or second.
  return [direction(SORT_COLUMNS[sort]), direction(products.id)]
}

/**
 * The statements behind a product list: the page and its total. With search terms the full-text index drives the
 * query (FTS5 MATCH, joined to products by rowid); without, the products indexes do. Null when `q` has no searchable
 * terms (only punctuation), which matches nothing.
 */
export function productListStatements(db: Db, query: ProductListQuery) {
  const terms = query.q ? searchTerms(query.q) : []
  if (query.q && terms.length === 0) return null
  const offset = (query.page - 1) * query.limit
  if (terms.length > 0) {
    const where = and(ftsRowIsProduct, matchesSearch(ftsMatchExpression(terms)), listFilter(query))
    // The page is chosen on narrow columns first and only its rows are read whole: SQLite would otherwise decode
    // every matching product (names, descriptions, JSON) just to rank it and throw most away.
    const hits = db
      .select({ rowid: sql<number>`${products}.rowid`.as('hit_rowid'), score: relevance.as('hit_score') })
      .from(productsFts)
      .crossJoin(products)
      .where(where)
      .orderBy(...ordering(query))
      .limit(query.limit)
      .offset(offset)
      .as('hits')
    const sort = resolveProductSort(query)
    return {
      rows: db
        .select(productWithCategory)
        .from(hits)
        .crossJoin(products)
        .leftJoin(categories, eq(products.categoryId, categories.id))
        .where(sql`${products}.rowid = ${hits.rowid}`)
        .orderBy(
          ...(sort === 'relevance' ? [asc(hits.score), ...ordering(query).slice(1)] : ordering(query)),
        ),
      total: db.select({ total: count() }).from(productsFts).crossJoin(products).where(where),
    }
  }
  const where = listFilter(query)
  return {
    rows: db
      .select(productWithCategory)
      .from(products)
      .leftJoin(categories, eq(products.categoryId, categories.id))
      .where(where)
      .orderBy(...ordering(query))
      .limit(query.limit)
      .offset(offset),
    total: db.select({ total: count() }).from(products).where(where),
  }
}

export interface ProductPage {
  items: ProductDto[]
  pagination: Pagination
}

export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductPage> {
  const statements = productListStatements(db, query)
  if (!statements) return { items: [], pagination: paginate(query.page, query.limit, 0) }
  const [rows, [counted]] = await db.batch([statements.rows, statements.total])
  return { items: toProductDtos(rows), pagination: paginate(query.page, query.limit, counted?.total ?? 0) }
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
