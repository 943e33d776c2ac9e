import { z } from 'zod'
import { MAX_PAGE_SIZE, MAX_PRICE, PAGE_SIZE } from './constants'
import type { LocalizedText } from './localized'

export interface ProductSpecification {
  key: LocalizedText
  value: LocalizedText
}

export interface CategorySummary {
  _id: string
  slug: string
  name: LocalizedText
}

/** A product as the API sends it. Money in lira with two decimals. */
export interface ProductDto {
  _id: string
  slug: string
  sku: string
  name: LocalizedText
  shortDescription: LocalizedText
  description: LocalizedText
  price: number
  discountPrice: number | null
  stock: number
  isInStock: boolean
  isActive: boolean
  isFeatured: boolean
  images: string[]
  videos: string[]
  specifications: ProductSpecification[]
  category: CategorySummary | null
  createdAt: string
  updatedAt: string
}

const booleanParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

export const PRODUCT_SORT_FIELDS = ['createdAt', 'price', 'name', 'stock'] as const

export const paginationQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'query.page_number' })
    .int('query.page_integer')
    .min(1, 'query.page_min')
    .default(1),
  limit: z.coerce
    .number({ error: 'query.limit_number' })
    .int('query.limit_integer')
    .min(1, 'query.limit_min')
    .max(MAX_PAGE_SIZE, 'query.limit_max')
    .default(PAGE_SIZE.productList),
})

/** A price filter bound in lira: empty means no bound; otherwise 0 to the highest price a product may have. */
const priceBound = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.coerce
    .number({ error: 'product.price_filter_invalid' })
    .min(0, 'product.price_filter_invalid')
    .max(MAX_PRICE, 'product.price_filter_invalid')
    .optional(),
)

/** The list parameters as a plain object (its `shape` reads one parameter; `omit` drops one before the range rule). */
export const productListFieldsSchema = paginationQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  category: z.string().trim().max(200).optional(),
  featured: booleanParam.optional(),
  /** On sale: a discount price below the price applies. */
  sale: booleanParam.optional(),
  /** true: at least one unit in stock; false: none. */
  inStock: booleanParam.optional(),
  /** Bounds (inclusive) on the price the shopper pays: the discount price when one applies, else the price. */
  minPrice: priceBound,
  maxPrice: priceBound,
  /** Absent: relevance when `q` is given, else createdAt (see `resolveProductSort`). */
  sort: z.enum(PRODUCT_SORT_FIELDS).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
})

/** Refuses a price range whose lower bound is above its upper bound (reported on `minPrice`). */
export function withPriceRange<Schema extends z.ZodType<{ minPrice?: number; maxPrice?: number }>>(
  schema: Schema,
): Schema {
  return schema.refine(
    (query) =>
      query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
    { message: 'product.price_range_invalid', path: ['minPrice'] },
  ) as Schema
}

export const productListQuerySchema = withPriceRange(productListFieldsSchema)

export type ProductListQuery = z.infer<typeof productListQuerySchema>

export type ProductListOrder = (typeof PRODUCT_SORT_FIELDS)[number] | 'relevance'

/**
 * A search is ranked by relevance unless a sort is asked for explicitly; a plain list is newest first. `order`
 * does not apply to relevance (best match first).
 */
export function resolveProductSort(query: Pick<ProductListQuery, 'q' | 'sort'>): ProductListOrder {
  return query.sort ?? (query.q ? 'relevance' : 'createdAt')
}
