import type { AdminUserDto } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { useInvalidateUsers } from './invalidate-users'

/** PATCH /users/:id/toggle-status: flips active/passive (refused for admin-role users). */
export function useToggleUserStatus() {
  const invalidate = useInvalidateUsers()
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest<{ user: AdminUserDto }>('PATCH', `/users/${encodeURIComponent(id)}/toggle-status`),
    onSettled: invalidate,
  })
}
