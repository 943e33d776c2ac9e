import type { AdminUserDto, PasswordResetInput } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'

/** PATCH /users/:id/reset-password: the admin sets a new password (the user's sessions end). */
export function useResetUserPassword() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PasswordResetInput }) =>
      adminRequest<{ user: AdminUserDto }>('PATCH', `/users/${encodeURIComponent(id)}/reset-password`, {
        body: input,
      }),
  })
}
