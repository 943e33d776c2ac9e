import type { AdminUserDto } from '@shop/domain'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminListRequest } from '../../../lib/admin-request'
import { type UserListParams, userListQuery } from '../lib/list-params'
import { adminUserKeys } from './user-keys'

/** GET /users: a page of users (newest first) with its pagination. */
export const adminUserListQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: adminUserKeys.list(params),
    queryFn: ({ signal }) =>
      adminListRequest<{ users: AdminUserDto[] }>('/users', { query: userListQuery(params), signal }),
    // The table stays on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  })

export function useAdminUsers(params: UserListParams) {
  return useQuery(adminUserListQuery(params))
}
