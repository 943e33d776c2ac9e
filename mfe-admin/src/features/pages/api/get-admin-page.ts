import type { PageDto } from '@shop/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { adminPageKeys } from './page-keys'

/** GET /pages/admin/:id: one page with its (sanitised) content, draft or not. */
export const adminPageQuery = (id: string) =>
  queryOptions({
    queryKey: adminPageKeys.detail(id),
    queryFn: ({ signal }) =>
      adminRequest<{ page: PageDto }>('GET', `/pages/admin/${encodeURIComponent(id)}`, { signal }).then(
        (data) => data.page,
      ),
  })

export function useAdminPage(id: string) {
  return useQuery(adminPageQuery(id))
}
