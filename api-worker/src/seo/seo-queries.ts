import type { ProductDto } from '@shop/domain'
import { and, eq, or, type SQL } from 'drizzle-orm'
import { productWithCategory, toProductDtos } from '../db/queries/products'
import { visibleProduct } from '../db/queries/visibility'
import { categories, pages, products } from '../db/schema'
import type { Db } from '../env'

/** A visible product by id or slug with its category summary, without the related products the page API adds. */
export async function findVisibleProduct(db: Db, idOrSlug: string): Promise<ProductDto | null> {
  const rows = await db
    .select(productWithCategory)
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(and(or(eq(products.id, idOrSlug), eq(products.slug, idOrSlug)), visibleProduct()) as SQL)
    .limit(1)
  return toProductDtos(rows)[0] ?? null
}

/** What the sitemap lists: every visible product and published page, by slug, with its last change. */
export async function sitemapRows(db: Db) {
  const [productRows, pageRows] = await db.batch([
    db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).where(visibleProduct()),
    db
      .select({ slug: pages.slug, updatedAt: pages.updatedAt })
      .from(pages)
      .where(eq(pages.isPublished, true))
      .orderBy(pages.slug),
  ])
  return { products: productRows, pages: pageRows }
}
