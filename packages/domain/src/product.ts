import { z } from 'zod'
import type { LocalizedText } from './localized'
import {
  DEFAULT_PRODUCT_LIST_ORDER,
  FLAG_PARAM_VALUES,
  isPriceRangeInOrder,
  LIMIT_PARAM,
  LIST_TEXT_MAX_LENGTH,
  PAGE_PARAM,
  PRICE_PARAM,
  PRODUCT_LIST_ORDERS,
  PRODUCT_SORT_FIELDS,
  type ProductListParam,
} from './product-list-params'

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

const booleanParam = z.enum(FLAG_PARAM_VALUES).transform((value) => value === 'true' || value === '1')

export const paginationQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'query.page_number' })
    .int('query.page_integer')
    .min(PAGE_PARAM.min, 'query.page_min')
    .default(PAGE_PARAM.default),
  limit: z.coerce
    .number({ error: 'query.limit_number' })
    .int('query.limit_integer')
    .min(LIMIT_PARAM.min, 'query.limit_min')
    .max(LIMIT_PARAM.max, 'query.limit_max')
    .default(LIMIT_PARAM.default),
})

/** A price filter bound in lira: empty means no bound; otherwise 0 to the highest price a product may have. */
const priceBound = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.coerce
    .number({ error: 'product.price_filter_invalid' })
    .min(PRICE_PARAM.min, 'product.price_filter_invalid')
    .max(PRICE_PARAM.max, 'product.price_filter_invalid')
    .optional(),
)

/**
 * The list parameters as a plain object (its `shape` reads one parameter; `omit` drops one before the range rule):
 * exactly the fields of `productListParamReaders`, with the same bounds and values.
 */
export const productListFieldsSchema = paginationQuerySchema.extend({
  q: z.string().trim().max(LIST_TEXT_MAX_LENGTH).optional(),
  category: z.string().trim().max(LIST_TEXT_MAX_LENGTH).optional(),
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
  order: z.enum(PRODUCT_LIST_ORDERS).default(DEFAULT_PRODUCT_LIST_ORDER),
} satisfies Record<Exclude<ProductListParam, 'page' | 'limit'>, z.ZodType>)

/** Refuses a price range whose lower bound is above its upper bound (reported on `minPrice`). */
export function withPriceRange<Schema extends z.ZodType<{ minPrice?: number; maxPrice?: number }>>(
  schema: Schema,
): Schema {
  return schema.refine((query) => isPriceRangeInOrder(query), {
    message: 'product.price_range_invalid',
    path: ['minPrice'],
  }) as Schema
}

export const productListQuerySchema = withPriceRange(productListFieldsSchema)

export type ProductListQuery = z.infer<typeof productListQuerySchema>
