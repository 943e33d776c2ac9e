import { rpc, rpcOptions } from '@shop/api-client'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { categoryKeys } from './category-keys'

/** GET /categories/tree: visible categories nested, each level in sort order. */
export async function getCategoryTree(signal?: AbortSignal) {
  const response = await rpc.categories.tree.$get(undefined, rpcOptions({ signal }))
  const body = await response.json()
  return body.data.categories
}

export const categoryTreeQuery = () =>
  queryOptions({ queryKey: categoryKeys.tree(), queryFn: ({ signal }) => getCategoryTree(signal) })

export function useCategoryTree() {
  return useQuery(categoryTreeQuery())
}
