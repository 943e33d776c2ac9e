import type { AdminUserDto, UserUpdateInput } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { useInvalidateUsers } from './invalidate-users'

/** PUT /users/:id: name, e-mail, phone, role and the active flag. */
export function useUpdateUser() {
  const invalidate = useInvalidateUsers()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UserUpdateInput }) =>
      adminRequest<{ user: AdminUserDto }>('PUT', `/users/${encodeURIComponent(id)}`, { body: input }),
    onSuccess: invalidate,
  })
}
