import { rpc } from '@shop/api-client'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { categoryKeys } from './category-keys'

/**
 * GET /categories/slug/{slug}: the category with its subcategories and ancestors. The page shows its own
 * not-found and error states, so the generic toast is suppressed.
 */
export async function getCategoryBySlug(slug: string, signal?: AbortSignal) {
  const { api, call } = await rpc({ signal, suppressErrorToast: true })
  const response = await api.categories.slug[':slug'].$get({ param: { slug } }, call)
  const body = await response.json()
  return body.data.category
}

export const categoryBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: categoryKeys.bySlug(slug),
    queryFn: ({ signal }) => getCategoryBySlug(slug, signal),
    retry: false,
  })

export function useCategoryBySlug(slug: string) {
  return useQuery(categoryBySlugQuery(slug))
}
