import {
  type adminProductListQuerySchema,
  LOW_STOCK_THRESHOLD,
  type ProductDto,
  type ProductStats,
  paginate,
  searchTerms,
} from '@shop/domain'
import { and, count, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../env'
import { categories, products } from '../schema'
import type { ProductRow } from './product-dto'
import type { ProductPage } from './product-lists'
import { productsFts } from './product-search'
import { productWithCategory, toProductDtos } from './products'
import { categoryTreeIds } from './visibility'

export type AdminProductListFilter = z.output<typeof adminProductListQuerySchema>

/** FTS5 column filter: the admin search looks at names and SKUs only, not at descriptions. */
const NAME_AND_SKU = '{search_names sku}'

/**
 * An FTS5 expression requiring every term as a prefix in a name or the SKU. Each term is quoted (FTS5 operators and
 * punctuation become plain text; a quote inside is doubled, as FTS5 escapes it) and carries its own column filter.
 */
function nameOrSkuMatch(terms: readonly string[]): string {
  return terms.map((term) => `${NAME_AND_SKU} : "${term.replaceAll('"', '""')}"*`).join(' ')
}

/**
 * The admin list's conditions: every product whatever its status or its category's, narrowed by status, low stock,
 * a category with its subcategories (by id or slug, as the public list takes it) and a search over names and SKU
 * through the full-text index. Null when `q` has no searchable terms (only punctuation), which matches nothing.
 */
function adminProductWhere(filter: AdminProductListFilter): SQL | undefined | null {
  const conditions: SQL[] = []
  if (filter.q) {
    const terms = searchTerms(filter.q)
    if (terms.length === 0) return null
    conditions.push(
      sql`${products}.rowid in (select rowid from ${productsFts} where ${productsFts} match ${nameOrSkuMatch(terms)})`,
    )
  }
  if (filter.status === 'active') conditions.push(eq(products.isActive, true))
  if (filter.status === 'inactive') conditions.push(eq(products.isActive, false))
  if (filter.lowStock === true) conditions.push(lte(products.stock, LOW_STOCK_THRESHOLD))
  if (filter.lowStock === false) conditions.push(gt(products.stock, LOW_STOCK_THRESHOLD))
  if (filter.category) conditions.push(sql`${products.categoryId} in (${categoryTreeIds(filter.category)})`)
  return and(...conditions)
}

/**
 * The statements behind the staff list: its page, newest first (walked down `products_created_idx`, not sorted), and
 * the filter's exact total (staff lists count every match: few callers, and an admin pages to the end). Null when
 * `q` has no searchable terms.
 */
export function adminProductListStatements(db: Db, filter: AdminProductListFilter) {
  const where = adminProductWhere(filter)
  if (where === null) return null
  return {
    rows: db
      .select(productWithCategory)
      .from(products)
      .leftJoin(categories, eq(products.categoryId, categories.id))
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    total: db.select({ total: count() }).from(products).where(where),
  }
}

/** GET /products/admin: a page of products, newest first, and the total of the filter. */
export async function listAdminProducts(db: Db, filter: AdminProductListFilter): Promise<ProductPage> {
  const statements = adminProductListStatements(db, filter)
  if (!statements) return { items: [], pagination: paginate(filter.page, filter.limit, 0) }
  const [rows, [counted]] = await db.batch([statements.rows, statements.total])
  return {
    items: toProductDtos(rows),
    pagination: paginate(filter.page, filter.limit, counted?.total ?? 0),
  }
}

/** One product by id, whatever its status, with its category: what the edit form loads and writes answer. */
export async function findAdminProduct(db: Db, id: string): Promise<ProductDto | null> {
  const rows = await db
    .select(productWithCategory)
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(eq(products.id, id))
    .limit(1)
  return toProductDtos(rows)[0] ?? null
}

/** The stored row of a product, for writes that start from what is there. */
export async function findProductRow(db: Db, id: string): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1)
  return row ?? null
}

/**
 * GET /products/stats over the whole catalogue, inactive products included. `lowStock` counts what the list's
 * lowStock filter shows (stock at or below 5, out of stock included); `discounted` what the shop sells below price.
 */
export async function productStats(db: Db): Promise<ProductStats> {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`coalesce(sum(${products.isActive} = 1), 0)`,
      featured: sql<number>`coalesce(sum(${products.isFeatured} = 1), 0)`,
      discounted: sql<number>`coalesce(sum(${products.effectivePrice} < ${products.price}), 0)`,
      outOfStock: sql<number>`coalesce(sum(${products.stock} <= 0), 0)`,
      lowStock: sql<number>`coalesce(sum(${products.stock} <= ${LOW_STOCK_THRESHOLD}), 0)`,
    })
    .from(products)
  const total = row?.total ?? 0
  const active = Number(row?.active ?? 0)
  return {
    total,
    active,
    inactive: total - active,
    featured: Number(row?.featured ?? 0),
    discounted: Number(row?.discounted ?? 0),
    outOfStock: Number(row?.outOfStock ?? 0),
    lowStock: Number(row?.lowStock ?? 0),
  }
}
