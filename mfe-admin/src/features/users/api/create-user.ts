import type { AdminUserDto, UserCreateInput } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { useInvalidateUsers } from './invalidate-users'

/** POST /users: name, e-mail, password, phone, role and whether the user starts active. */
export function useCreateUser() {
  const invalidate = useInvalidateUsers()
  return useMutation({
    mutationFn: (input: UserCreateInput) =>
      adminRequest<{ user: AdminUserDto }>('POST', '/users', { body: input }),
    onSuccess: invalidate,
  })
}
