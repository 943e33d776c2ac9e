import type { AdminCategoryNode } from '@shop/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { categoryKeys } from './category-keys'

/** GET /categories/admin: the whole tree, inactive categories included, each level in sort order. */
export async function getCategoryTree(signal?: AbortSignal): Promise<AdminCategoryNode[]> {
  const data = await adminRequest<{ categories: AdminCategoryNode[] }>('GET', '/categories/admin', { signal })
  return data.categories
}

export const categoryTreeQuery = () =>
  queryOptions({ queryKey: categoryKeys.tree(), queryFn: ({ signal }) => getCategoryTree(signal) })

export function useCategoryTree() {
  return useQuery(categoryTreeQuery())
}
