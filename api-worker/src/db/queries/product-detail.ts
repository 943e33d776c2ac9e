import {
  type ProductDetail,
  type ProductDto,
  type ProductStockDto,
  RELATED_PRODUCTS_LIMIT,
} from '@shop/domain'
import { and, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { categories, products } from '../schema'
import { productWithCategory, toProductDtos } from './products'
import { visibleProduct } from './visibility'

const byIdOrSlug = (idOrSlug: string) => or(eq(products.id, idOrSlug), eq(products.slug, idOrSlug)) as SQL

function visibleProductRows(db: Db, where: SQL) {
  return db
    .select({
      ...productWithCategory,
      categoryParentId: sql<string | null>`${categories.parentId}`.as('category_ref_parent'),
    })
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(and(where, visibleProduct()))
}

/** A visible product by id or slug with its related products; null when it is missing or hidden. */
export async function findProductDetail(db: Db, idOrSlug: string): Promise<ProductDetail | null> {
  const [row] = await visibleProductRows(db, byIdOrSlug(idOrSlug)).limit(1)
  if (!row) return null
  const [product] = toProductDtos([row])
  if (!product) return null
  return {
    product,
    relatedProducts: await relatedProducts(db, row.product.id, row.product.categoryId, row.categoryParentId),
  }
}

/** A visible product by its SKU; SKUs are stored upper-case, so a lower-case query finds it too. */
export async function findProductBySku(db: Db, sku: string): Promise<ProductDto | null> {
  const candidates = [...new Set([sku, sku.toUpperCase()])]
  const [row] = await visibleProductRows(db, inArray(products.sku, candidates)).limit(1)
  return row ? (toProductDtos([row])[0] ?? null) : null
}

/**
 * Up to 8 visible products, never the product itself: its own category first (newest first), then the categories
 * beside it under the same parent; a root category's neighbours are its subcategories. None without a category.
 */
async function relatedProducts(
  db: Db,
  productId: string,
  categoryId: string | null,
  parentId: string | null,
): Promise<ProductDto[]> {
  if (!categoryId) return []
  const others = and(ne(products.id, productId), visibleProduct())
  const neighbours = parentId
    ? sql`select id from ${categories} where ${categories.parentId} = ${parentId} and ${categories.id} <> ${categoryId}`
    : sql`select id from ${categories} where ${categories.parentId} = ${categoryId}`
  const query = (where: SQL) =>
    db
      .select(productWithCategory)
      .from(products)
      .leftJoin(categories, eq(products.categoryId, categories.id))
      .where(and(where, others))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(RELATED_PRODUCTS_LIMIT)
  const [same, near] = await db.batch([
    query(eq(products.categoryId, categoryId)),
    query(sql`${products.categoryId} in (${neighbours})`),
  ])
  return toProductDtos([...same, ...near].slice(0, RELATED_PRODUCTS_LIMIT))
}

/** Whether `requested` units of a visible product can be sold now; null when it is missing or hidden. */
export async function checkStock(
  db: Db,
  idOrSlug: string,
  requested: number,
): Promise<ProductStockDto | null> {
  const [row] = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(and(byIdOrSlug(idOrSlug), visibleProduct()))
    .limit(1)
  if (!row) return null
  return {
    productId: row.id,
    stock: row.stock,
    requested,
    available: row.stock >= requested,
    isInStock: row.stock > 0,
  }
}
