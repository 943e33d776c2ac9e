import { type AccountUser, accountQueries, api } from '@shop/api-client'
import type { AddressInput } from '@shop/domain'
import { userAtom } from '@shop/state'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'

/** Every address call answers with the whole user: it replaces the cached profile and the stored user. */
function useStoreUser() {
  const queryClient = useQueryClient()
  const setUser = useSetAtom(userAtom)
  return (user: AccountUser) => {
    queryClient.setQueryData(accountQueries.profile().queryKey, user)
    setUser(user)
  }
}

const quiet = { suppressErrorToast: true }

export function useAddAddress() {
  const store = useStoreUser()
  return useMutation({
    mutationFn: (input: AddressInput) => api.auth.addAddress(input, quiet),
    onSuccess: store,
  })
}

export function useUpdateAddress() {
  const store = useStoreUser()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AddressInput }) =>
      api.auth.updateAddress(id, input, quiet),
    onSuccess: store,
  })
}

export function useDeleteAddress() {
  const store = useStoreUser()
  return useMutation({
    mutationFn: (id: string) => api.auth.deleteAddress(id, quiet),
    onSuccess: store,
  })
}
