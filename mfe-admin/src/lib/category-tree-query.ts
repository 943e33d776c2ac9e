import type { AdminCategoryNode } from '@shop/domain'
import { queryOptions } from '@tanstack/react-query'
import { adminRequest } from './admin-request'

/** Under the categories screen's keys, so its writes refresh every reader of the tree. */
export const CATEGORY_TREE_KEY = ['admin', 'categories', 'tree'] as const

/** GET /categories/admin: the whole tree, inactive categories included, each level in sort order. */
export async function getCategoryTree(signal?: AbortSignal): Promise<AdminCategoryNode[]> {
  const data = await adminRequest<{ categories: AdminCategoryNode[] }>('GET', '/categories/admin', { signal })
  return data.categories
}

/** The categories screen's tree, also read by the audit words to name the categories a change refers to. */
export const categoryTreeQuery = () =>
  queryOptions({ queryKey: CATEGORY_TREE_KEY, queryFn: ({ signal }) => getCategoryTree(signal) })
