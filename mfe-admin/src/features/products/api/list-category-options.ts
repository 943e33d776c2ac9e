import type { AdminCategoryNode } from '@shop/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { adminProductKeys } from './product-keys'

/** GET /categories/admin: the whole tree, inactive categories included, for the filter and the pickers. */
export const categoryOptionsQuery = () =>
  queryOptions({
    queryKey: adminProductKeys.categoryOptions(),
    queryFn: ({ signal }) =>
      adminRequest<{ categories: AdminCategoryNode[] }>('GET', '/categories/admin', { signal }),
    select: (data) => data.categories,
  })

export function useCategoryTree() {
  return useQuery(categoryOptionsQuery())
}
