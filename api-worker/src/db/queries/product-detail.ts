import {
  type ProductDetail,
  type ProductDto,
  type ProductStockDto,
  RELATED_PRODUCTS_LIMIT,
} from '@shop/domain'
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../env'
import { categories, products } from '../schema'
import { productWithCategory, toProductDtos } from './products'
import { visibleCategoryIds, visibleProduct } from './visibility'

const byIdOrSlug = (idOrSlug: string) => or(eq(products.id, idOrSlug), eq(products.slug, idOrSlug)) as SQL

function visibleProductRows(db: Db, where: SQL) {
  return db
    .select(productWithCategory)
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(and(where, visibleProduct()))
}

/**
 * A visible product by id or slug with its related products; null when it is missing or hidden. One D1 round trip:
 * the related products are asked for beside the product, each query finding the product's category itself.
 */
export async function findProductDetail(db: Db, idOrSlug: string): Promise<ProductDetail | null> {
  const [rows, same, near] = await db.batch(productDetailStatements(db, idOrSlug))
  const [product] = toProductDtos(rows)
  if (!product) return null
  return { product, relatedProducts: toProductDtos([...same, ...near].slice(0, RELATED_PRODUCTS_LIMIT)) }
}

/** The product, then its related products in its own category and in the categories beside it. */
export function productDetailStatements(db: Db, idOrSlug: string) {
  const asked = askedProduct(idOrSlug)
  return [
    visibleProductRows(db, byIdOrSlug(idOrSlug)).limit(1),
    relatedProducts(
      db,
      asked,
      and(sql`${products.categoryId} = ${asked.categoryId}`, visibleProduct()) as SQL,
    ),
    // Visible by construction; without the visibility terms SQLite looks the ids up instead of walking the catalogue.
    relatedProducts(db, asked, sql`${products.id} in (${neighbourProductIds(asked)})`),
  ] as const
}

/** A visible product by its SKU; SKUs are stored upper-case, so a lower-case query finds it too. */
export async function findProductBySku(db: Db, sku: string): Promise<ProductDto | null> {
  const candidates = [...new Set([sku, sku.toUpperCase()])]
  const [row] = await visibleProductRows(db, inArray(products.sku, candidates)).limit(1)
  return row ? (toProductDtos([row])[0] ?? null) : null
}

/** The id and category of the product asked for, as scalar subqueries for the related products' queries. */
function askedProduct(idOrSlug: string) {
  const asked = alias(products, 'asked')
  const from = sql`${products} as ${sql.identifier('asked')}`
  const where = or(eq(asked.id, idOrSlug), eq(asked.slug, idOrSlug))
  return {
    id: sql`(select ${asked.id} from ${from} where ${where} limit 1)`,
    categoryId: sql`(select ${asked.categoryId} from ${from} where ${where} limit 1)`,
  }
}

type AskedProduct = ReturnType<typeof askedProduct>

/**
 * The newest active products of each visible category beside the asked product's (those under the same parent, or a
 * root category's subcategories), up to 8 from each: each category's come from its own index, newest first, so the rows
 * read grow with the number of neighbours, never with the catalogue. Walking all products newest first until 8 of the
 * neighbours' turned up read the whole catalogue when the neighbours had none.
 */
function neighbourProductIds(asked: AskedProduct): SQL {
  const own = alias(categories, 'own')
  const near = alias(categories, 'near')
  const newest = alias(products, 'newest')
  return sql`select ${newest.id} from ${categories} as ${sql.identifier('near')}
    join ${categories} as ${sql.identifier('own')} on ${own.id} = ${asked.categoryId}
    join ${products} as ${sql.identifier('newest')} on ${newest.id} in (
      select ${products.id} from ${products}
      where ${products.categoryId} = ${near.id} and ${products.isActive} = 1
      order by ${products.createdAt} desc, ${products.id} desc limit ${RELATED_PRODUCTS_LIMIT})
    where ${near.parentId} = coalesce(${own.parentId}, ${own.id}) and ${near.id} <> ${own.id}
      and ${near.id} in (${visibleCategoryIds})`
}

/** Up to 8 products in `where` (which keeps them visible), never the product itself, newest first. */
function relatedProducts(db: Db, asked: AskedProduct, where: SQL) {
  return db
    .select(productWithCategory)
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(and(where, sql`${products.id} <> ${asked.id}`))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(RELATED_PRODUCTS_LIMIT)
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
