import type { UserDeleteResult } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { useInvalidateUsers } from './invalidate-users'

/** DELETE /users/:id (refused for admin-role users); the user's orders stay. */
export function useDeleteUser() {
  const invalidate = useInvalidateUsers()
  return useMutation({
    mutationFn: (id: string) => adminRequest<UserDeleteResult>('DELETE', `/users/${encodeURIComponent(id)}`),
    onSettled: invalidate,
  })
}
