import { z } from 'zod'
import { PAGE_SIZE } from './constants'
import { type ProductDto, productListFieldsSchema, withPriceRange } from './product'

/** Home sections (featured, new, discounted) show 8; more than this is a list, not a section. */
export const MAX_SECTION_SIZE = 50

export const productSectionQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int('Limit tam sayı olmalıdır')
    .min(1, 'Limit 1 veya daha büyük olmalıdır')
    .max(MAX_SECTION_SIZE, `Limit en fazla ${MAX_SECTION_SIZE} olabilir`)
    .default(PAGE_SIZE.homeSection),
})

/** `GET /categories/{id}/products`: the product list parameters, the category coming from the path. */
export const categoryProductsQuerySchema = withPriceRange(productListFieldsSchema.omit({ category: true }))

export const MAX_STOCK_QUERY = 1_000_000

export const stockQuerySchema = z.object({
  quantity: z.coerce
    .number()
    .int('Adet tam sayı olmalıdır')
    .min(1, 'Adet en az 1 olmalıdır')
    .max(MAX_STOCK_QUERY, `Adet en fazla ${MAX_STOCK_QUERY} olabilir`)
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

export const PRODUCT_NOT_FOUND = 'Ürün bulunamadı'
