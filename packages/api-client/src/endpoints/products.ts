import type { ProductDto, ProductListQuery } from '@shop/domain'
import { request } from '../core/request'
import type { RequestOptions } from '../core/request-options'

export type ProductListParams = Partial<ProductListQuery>

export async function listProducts(params: ProductListParams, options: RequestOptions = {}) {
  const { data, pagination } = await request<{ products: ProductDto[] }>('GET', 'products', {
    ...options,
    query: { ...params },
  })
  return { products: data.products, pagination }
}
