import type { ProductFacets, ProductFacetsQuery } from '@shop/domain'
import { rpc } from '../core/calls'
import type { RequestOptions } from '../core/request-options'
import { toQuery } from '../core/to-query'

export type ProductFacetsParams = Partial<ProductFacetsQuery>

/** GET /products/facets: the counts beside the list's filter options for these filters. */
export async function getProductFacets(
  params: ProductFacetsParams,
  options: RequestOptions = {},
): Promise<ProductFacets> {
  const { api, call } = await rpc(options)
  const response = await api.products.facets.$get({ query: toQuery(params) }, call)
  return (await response.json()).data.facets
}
