import { asc, gt } from 'drizzle-orm'
import type { Db } from '../../env'
import type { ExportProduct } from '../../lib/csv/catalogue-cells'
import { categories, products } from '../schema'

/** Every category, inactive ones too: the tree is small and each product row names its category's trail. */
export function categoryRefs(db: Db) {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      parentId: categories.parentId,
      name: categories.name,
    })
    .from(categories)
}

/**
 * One page of the export, every product (inactive too) in SKU order after `afterSku`: the unique SKU index gives a
 * keyset, so each page costs the same however far into the catalogue it is.
 */
export function exportPage(db: Db, afterSku: string | null, limit: number): Promise<ExportProduct[]> {
  return db
    .select({
      sku: products.sku,
      slug: products.slug,
      name: products.name,
      description: products.description,
      price: products.price,
      discountPrice: products.discountPrice,
      stock: products.stock,
      isActive: products.isActive,
      isFeatured: products.isFeatured,
      images: products.images,
      videos: products.videos,
      specifications: products.specifications,
      categoryId: products.categoryId,
    })
    .from(products)
    .where(afterSku === null ? undefined : gt(products.sku, afterSku))
    .orderBy(asc(products.sku))
    .limit(limit)
}
