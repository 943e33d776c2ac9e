import { rpc } from '@shop/api-client'
import { queryOptions, useQuery } from '@tanstack/react-query'

export const pageKeys = {
  all: () => ['pages'] as const,
  detail: (slug: string) => [...pageKeys.all(), 'detail', slug] as const,
}

/**
 * GET /pages/{slug}: a published page. A missing page is expected (placeholder or /404 follows), so the generic
 * error toast is suppressed.
 */
export async function getPage(slug: string, signal?: AbortSignal) {
  const { api, call } = await rpc({ signal, suppressErrorToast: true })
  const response = await api.pages[':slug'].$get({ param: { slug } }, call)
  const body = await response.json()
  return body.data.page
}

export const pageQuery = (slug: string) =>
  queryOptions({
    queryKey: pageKeys.detail(slug),
    queryFn: ({ signal }) => getPage(slug, signal),
    retry: false,
  })

export function usePage(slug: string) {
  return useQuery(pageQuery(slug))
}
