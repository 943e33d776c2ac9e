import { type AccountUser, accountQueries, type ProfileInput, updateProfile } from '@shop/api-client'
import { userAtom } from '@shop/state'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'

/** Saves name and phone; the answer becomes both the cached profile and the stored user (header, menus). */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  const setUser = useSetAtom(userAtom)
  return useMutation({
    mutationFn: (input: ProfileInput) => updateProfile(input, { suppressErrorToast: true }),
    onSuccess: (user: AccountUser) => {
      queryClient.setQueryData(accountQueries.profile().queryKey, user)
      setUser(user)
    },
  })
}
