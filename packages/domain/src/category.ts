import { z } from 'zod'
import { MAX_PAGE_SIZE } from './constants'
import type { LocalizedText } from './localized'
import type { CategorySummary } from './product'

/** A category as the API sends it. `image` is a media path (`/media/...`), resolved by the client. */
export interface CategoryDto {
  _id: string
  slug: string
  name: LocalizedText
  description: LocalizedText
  image: string | null
  /** The parent's id, null for a root category. */
  parentCategory: string | null
  sortOrder: number
  isActive: boolean
  /** Visible products in this category and the visible categories below it. */
  productCount: number
  createdAt: string
  updatedAt: string
}

/** A node of `GET /categories/tree`: visible subcategories nested, each level in sort order. */
export interface CategoryNode extends CategoryDto {
  subcategories: CategoryNode[]
}

/** `GET /categories/{id}` and `/categories/slug/{slug}`: direct subcategories and the path from the root. */
export interface CategoryDetail extends CategoryDto {
  subcategories: CategoryDto[]
  /** Root first, parent last; empty for a root category. For breadcrumbs. */
  ancestors: CategorySummary[]
}

/** The word `parent` takes to ask for root categories only. */
export const ROOT_CATEGORY_PARENT = 'root'

export const categoryListQuerySchema = z.object({
  /** `root` for top-level categories, or the id or slug of the category whose children are wanted. */
  parent: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce
    .number({ error: 'query.limit_number' })
    .int('query.limit_integer')
    .min(1, 'query.limit_min')
    .max(MAX_PAGE_SIZE, 'query.limit_max')
    .optional(),
})

export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>
