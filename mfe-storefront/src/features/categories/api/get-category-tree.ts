import { rpc } from '@shop/api-client'
import type { CategoryNode } from '@shop/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { categoryKeys } from './category-keys'

/** GET /categories/tree: visible categories nested, each level in sort order. */
export async function getCategoryTree(signal?: AbortSignal) {
  const { api, call } = await rpc({ signal })
  const response = await api.categories.tree.$get(undefined, call)
  const body = await response.json()
  // The typed client cannot express a recursive JSON shape (nested subcategories arrive typed as JSONValue); the
  // route answers `CategoryForest.tree()`, which is CategoryNode[].
  return body.data.categories as unknown as CategoryNode[]
}

export const categoryTreeQuery = () =>
  queryOptions({ queryKey: categoryKeys.tree(), queryFn: ({ signal }) => getCategoryTree(signal) })

export function useCategoryTree() {
  return useQuery(categoryTreeQuery())
}
