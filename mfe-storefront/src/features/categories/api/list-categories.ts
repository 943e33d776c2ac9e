import { rpc, rpcOptions } from '@shop/api-client'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { categoryKeys } from './category-keys'

/** GET /categories: every visible category, each followed by its subtree. */
export async function listCategories(signal?: AbortSignal) {
  const response = await rpc.categories.$get({ query: {} }, rpcOptions({ signal }))
  const body = await response.json()
  return body.data.categories
}

export const categoryListQuery = () =>
  queryOptions({ queryKey: categoryKeys.list(), queryFn: ({ signal }) => listCategories(signal) })

export function useCategories() {
  return useQuery(categoryListQuery())
}
