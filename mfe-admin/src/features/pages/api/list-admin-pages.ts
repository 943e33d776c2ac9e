import type { AdminPageSummary } from '@shop/domain'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { adminPageKeys } from './page-keys'

/**
 * GET /pages/admin: every page, drafts included, newest update first; `search` is matched by the API against the
 * Turkish title, the English title and the slug (Turkish letters folded).
 */
export const adminPageListQuery = (search: string) =>
  queryOptions({
    queryKey: adminPageKeys.list(search),
    queryFn: ({ signal }) =>
      adminRequest<{ pages: AdminPageSummary[] }>('GET', '/pages/admin', {
        query: { q: search || undefined },
        signal,
      }),
    // The table stays on screen while a new search loads.
    placeholderData: keepPreviousData,
  })

export function useAdminPages(search: string) {
  return useQuery(adminPageListQuery(search))
}
