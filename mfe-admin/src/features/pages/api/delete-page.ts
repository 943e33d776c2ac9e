import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { adminPageKeys } from './page-keys'

/** DELETE /pages/:id. */
export function useDeletePage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest<{ deleted: string }>('DELETE', `/pages/${encodeURIComponent(id)}`),
    onSuccess: (_, id) => queryClient.removeQueries({ queryKey: adminPageKeys.detail(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPageKeys.lists() }),
  })
}
