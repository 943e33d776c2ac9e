import { changePassword, type PasswordChangeInput } from '@shop/api-client'
import { useMutation } from '@tanstack/react-query'

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) => changePassword(input, { suppressErrorToast: true }),
  })
}
