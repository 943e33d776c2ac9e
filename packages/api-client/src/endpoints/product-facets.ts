import type { ProductFacets, ProductFacetsQuery } from '@shop/domain'
import type { RequestOptions } from '../core/request-options'
import { rpc, rpcOptions } from '../core/rpc'
import { toQuery } from '../core/to-query'

export type ProductFacetsParams = Partial<ProductFacetsQuery>

/** GET /products/facets: the counts beside the list's filter options for these filters. */
export async function getProductFacets(
  params: ProductFacetsParams,
  options: RequestOptions = {},
): Promise<ProductFacets> {
  const response = await rpc.products.facets.$get({ query: toQuery(params) }, rpcOptions(options))
  return (await response.json()).data.facets
}
