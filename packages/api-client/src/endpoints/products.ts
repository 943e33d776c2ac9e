import type { ProductListQuery } from '@shop/domain'
import { rpc } from '../core/calls'
import type { RequestOptions } from '../core/request-options'
import { toQuery } from '../core/to-query'

export type ProductListParams = Partial<ProductListQuery>

export async function listProducts(params: ProductListParams, options: RequestOptions = {}) {
  const { api, call } = await rpc(options)
  const response = await api.products.$get({ query: toQuery(params) }, call)
  const body = await response.json()
  return { products: body.data.products, pagination: body.pagination }
}
