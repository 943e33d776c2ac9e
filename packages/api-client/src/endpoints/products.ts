import type { ProductListQuery } from '@shop/domain'
import type { RequestOptions } from '../core/request-options'
import { rpc, rpcOptions } from '../core/rpc'
import { toQuery } from '../core/to-query'

export type ProductListParams = Partial<ProductListQuery>

export async function listProducts(params: ProductListParams, options: RequestOptions = {}) {
  const response = await rpc.products.$get({ query: toQuery(params) }, rpcOptions(options))
  const body = await response.json()
  return { products: body.data.products, pagination: body.pagination }
}
