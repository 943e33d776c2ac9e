import type { ProductDto } from '@shop/domain'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { categories, products, wishlistItems } from '../schema'
import { toProductDto } from './product-dto'

/** The user's saved products that are still on sale, most recently saved first. */
export async function listWishlist(db: Db, userId: string): Promise<ProductDto[]> {
  const rows = await db
    .select({
      product: products,
      // Aliased so the category's id, slug and name do not collide with the product's in D1's row objects.
      categoryId: sql<string | null>`${categories.id}`.as('category_ref_id'),
      categorySlug: sql<string | null>`${categories.slug}`.as('category_ref_slug'),
      categoryName: sql<string | null>`${categories.name}`.as('category_ref_name'),
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(and(eq(wishlistItems.userId, userId), eq(products.isActive, true)))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId))
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
 * Saves a product for the user; saving it again changes nothing. False when there is no such active product. A
 * product deactivated right after the check stays saved but is not listed, which is what the list shows anyway.
 */
export async function addToWishlist(db: Db, userId: string, productId: string): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .limit(1)
  if (!product) return false
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing()
  return true
}

export async function removeFromWishlist(db: Db, userId: string, productId: string): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
}
