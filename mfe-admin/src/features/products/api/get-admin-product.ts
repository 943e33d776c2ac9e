import type { ProductDto } from '@shop/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { adminProductKeys } from './product-keys'

/** GET /products/admin/:id: one product whatever its status, as the edit form loads it. */
export const adminProductQuery = (id: string) =>
  queryOptions({
    queryKey: adminProductKeys.detail(id),
    queryFn: ({ signal }) =>
      adminRequest<{ product: ProductDto }>('GET', `/products/admin/${encodeURIComponent(id)}`, { signal }),
    select: (data) => data.product,
  })

export function useAdminProduct(id: string) {
  return useQuery(adminProductQuery(id))
}
