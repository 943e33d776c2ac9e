import { type AccountUser, accountQueries, addAddress, deleteAddress, updateAddress } from '@shop/api-client'
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
    mutationFn: (input: AddressInput) => addAddress(input, quiet),
    onSuccess: store,
  })
}

export function useUpdateAddress() {
  const store = useStoreUser()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AddressInput }) => updateAddress(id, input, quiet),
    onSuccess: store,
  })
}

export function useDeleteAddress() {
  const store = useStoreUser()
  return useMutation({
    mutationFn: (id: string) => deleteAddress(id, quiet),
    onSuccess: store,
  })
}
