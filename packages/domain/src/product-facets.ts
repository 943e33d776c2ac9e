import { z } from 'zod'
import { productListFieldsSchema, withPriceRange } from './product'

/**
 * GET /products/facets: the list's filter fields (search, category, featured, sale, in stock, price range) without
 * paging or sorting, which do not change a count.
 */
export const productFacetsQuerySchema = withPriceRange(
  productListFieldsSchema.omit({ page: true, limit: true, sort: true, order: true }),
)

export type ProductFacetsQuery = z.infer<typeof productFacetsQuerySchema>

/** Products directly in one category (not its subcategories) that match every filter but the category. */
export const categoryFacetSchema = z.object({ categoryId: z.string(), count: z.number().int().min(0) })

/**
 * How far `total`, `inStock` and `onSale` are counted: a value above it (FACET_COUNT_CAP + 1) means "more than
 * FACET_COUNT_CAP", shown as 1.000+, the way the list's own total reads. Counting every match read the catalogue for
 * each of them (about 400 ms of database time at 100,000 products).
 */
export const FACET_COUNT_CAP = 1000

const cappedCount = z
  .number()
  .int()
  .min(0)
  .max(FACET_COUNT_CAP + 1)

/**
 * The counts beside the list's filter options. Each count applies every other filter and leaves out its own, so an
 * option says how many products choosing it would show: `categories` ignore `category`, `inStock` ignores
 * `inStock`, `onSale` ignores `sale`. `total` applies every filter. The three are counted up to FACET_COUNT_CAP + 1;
 * the categories' counts are exact (subcategories add up into their parent's).
 */
export const productFacetsSchema = z.object({
  total: cappedCount,
  inStock: cappedCount,
  onSale: cappedCount,
  categories: z.array(categoryFacetSchema),
})

export type CategoryFacet = z.infer<typeof categoryFacetSchema>
export type ProductFacets = z.infer<typeof productFacetsSchema>
