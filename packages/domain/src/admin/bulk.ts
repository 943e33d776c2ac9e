import { z } from 'zod'

/** Records one bulk call may touch: enough for a page of selections many times over, bounded for D1's batch. */
export const MAX_BULK_IDS = 500

export const idListSchema = z
  .array(z.string().trim().min(1).max(64))
  .min(1, 'admin.bulk.ids_required')
  .max(MAX_BULK_IDS, 'admin.bulk.too_many')
  .transform((ids) => [...new Set(ids)])

export const bulkIdsSchema = z.object({ ids: idListSchema })
export type BulkIds = z.infer<typeof bulkIdsSchema>

/** The `:id` of a single-record route; an unknown id is a 404, so only its shape is checked here. */
export const idParamSchema = z.object({ id: z.string().trim().min(1).max(64) })

/** PATCH …/bulk-toggle-status (products, categories): `isActive` sets every record to it, else each is flipped. */
export const bulkToggleStatusSchema = bulkIdsSchema.extend({ isActive: z.boolean().optional() })
export type BulkToggleStatus = z.input<typeof bulkToggleStatusSchema>

/** PATCH /products/bulk-update-category. */
export const bulkCategorySchema = bulkIdsSchema.extend({
  categoryId: z.string().trim().min(1, 'admin.product.category_required').max(64, 'validation.too_long'),
})
export type BulkCategory = z.input<typeof bulkCategorySchema>

/** PATCH /products/bulk-update-featured. */
export const bulkFeaturedSchema = bulkIdsSchema.extend({ isFeatured: z.boolean() })
export type BulkFeatured = z.input<typeof bulkFeaturedSchema>

/** What every bulk call answers: the ids it changed and those it did not find (valid and unknown ids may mix). */
export interface BulkResult {
  updated: string[]
  notFound: string[]
}

/**
 * What deleting answers (one product or many). A product that an order line refers to is not deleted but made
 * inactive (hidden from the shop), so order history keeps pointing at it; `message` says so when that happened.
 */
export interface ProductDeleteResult {
  deleted: boolean
  hidden: boolean
  message?: string
}

export interface BulkDeleteResult {
  deleted: string[]
  hidden: string[]
  notFound: string[]
}
