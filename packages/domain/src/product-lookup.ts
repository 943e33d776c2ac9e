import { z } from 'zod'
import { PAGE_SIZE } from './constants'
import { type ProductDto, productListFieldsSchema, withPriceRange } from './product'

/** Home sections (featured, new, discounted) show 8; more than this is a list, not a section. */
export const MAX_SECTION_SIZE = 50

export const productSectionQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'query.limit_number' })
    .int('query.limit_integer')
    .min(1, 'query.limit_min')
    .max(MAX_SECTION_SIZE, 'query.limit_max')
    .default(PAGE_SIZE.homeSection),
})

/** `GET /categories/{id}/products`: the product list parameters, the category coming from the path. */
export const categoryProductsQuerySchema = withPriceRange(productListFieldsSchema.omit({ category: true }))

export const MAX_STOCK_QUERY = 1_000_000

export const stockQuerySchema = z.object({
  quantity: z.coerce
    .number({ error: 'query.quantity_number' })
    .int('query.quantity_integer')
    .min(1, 'query.quantity_min')
    .max(MAX_STOCK_QUERY, 'query.quantity_max')
    .default(1),
})

/** `GET /products/{id}/stock`: whether `requested` units can be sold now. */
export interface ProductStockDto {
  productId: string
  stock: number
  requested: number
  available: boolean
  isInStock: boolean
}

/** At most this many related products come with a product's detail. */
export const RELATED_PRODUCTS_LIMIT = 8

export interface ProductDetail {
  product: ProductDto
  relatedProducts: ProductDto[]
}
