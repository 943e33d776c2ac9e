import type { ProductDto } from '@shop/domain'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminListRequest } from '../../../lib/admin-request'
import { listQuery, type ProductListParams } from '../lib/list-params'
import { adminProductKeys } from './product-keys'

/** GET /products/admin: a page of every product, inactive included, with its pagination. */
export const adminProductListQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: adminProductKeys.list(params),
    queryFn: ({ signal }) =>
      adminListRequest<{ products: ProductDto[] }>('/products/admin', { query: listQuery(params), signal }),
    // The table stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  })

export function useAdminProducts(params: ProductListParams) {
  return useQuery(adminProductListQuery(params))
}
