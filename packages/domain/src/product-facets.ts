import { z } from 'zod'
import { FACET_COUNT_CAP } from './constants'
import { productListFieldsSchema, withPriceRange } from './product'

/**
 * GET /products/facets: the list's filter fields (search, category, featured, sale, in stock, price range) without
 * paging or sorting, which do not change a count.
 */
export const productFacetsQuerySchema = withPriceRange(
  productListFieldsSchema.omit({ page: true, limit: true, sort: true, order: true }),
)

export type ProductFacetsQuery = z.infer<typeof productFacetsQuerySchema>

const cappedCount = z
  .number()
  .int()
  .min(0)
  .max(FACET_COUNT_CAP + 1)

/** Products directly in one category (not its subcategories) that match every filter but the category. */
export const categoryFacetSchema = z.object({ categoryId: z.string(), count: cappedCount })

/**
 * The counts beside the list's filter options. Each count applies every other filter and leaves out its own, so an
 * option says how many products choosing it would show: `categories` ignore `category`, `inStock` ignores
 * `inStock`, `onSale` ignores `sale`, `featured` ignores `featured`. `total` applies every filter. Every count stops at FACET_COUNT_CAP + 1, a
 * category's too (the storefront adds subcategories up into their parent's). A search's facets count only its newest
 * matches (FACET_COUNT_CAP + 1); when it has more, `countsAreLowerBounds` says each count is "at least" and a category
 * left out may still hold some.
 */
export const productFacetsSchema = z.object({
  total: cappedCount,
  inStock: cappedCount,
  onSale: cappedCount,
  featured: cappedCount,
  categories: z.array(categoryFacetSchema),
  countsAreLowerBounds: z.literal(true).optional(),
})

export type CategoryFacet = z.infer<typeof categoryFacetSchema>
export type ProductFacets = z.infer<typeof productFacetsSchema>
