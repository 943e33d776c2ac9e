import type { UserListParams } from '../lib/list-params'

/** Query keys of the admin users screen, generic to specific; invalidating `all()` refreshes every one. */
export const adminUserKeys = {
  all: () => ['admin', 'users'] as const,
  lists: () => [...adminUserKeys.all(), 'list'] as const,
  list: (params: UserListParams) => [...adminUserKeys.lists(), params] as const,
}
