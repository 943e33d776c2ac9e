import { type CategorySummary, kurusToLira, type ProductDto } from '@shop/domain'
import type { categories, products } from '../schema'

export type ProductRow = typeof products.$inferSelect
export type CategoryRef = Pick<typeof categories.$inferSelect, 'id' | 'slug' | 'name'>

/** The one crossing from a stored product (kuruş, snake_case) to what the API sends (lira, `_id`). */
export function toProductDto(row: ProductRow, category: CategoryRef | null): ProductDto {
  return {
    _id: row.id,
    slug: row.slug,
    sku: row.sku,
    name: row.name,
    shortDescription: row.shortDescription,
    description: row.description,
    price: kurusToLira(row.price),
    discountPrice: row.discountPrice === null ? null : kurusToLira(row.discountPrice),
    stock: row.stock,
    isInStock: row.stock > 0,
    isActive: row.isActive,
    isFeatured: row.isFeatured,
    images: row.images,
    videos: row.videos,
    specifications: row.specifications,
    category: category ? toCategorySummary(category) : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

function toCategorySummary(category: CategoryRef): CategorySummary {
  return { _id: category.id, slug: category.slug, name: category.name }
}
