import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { categoryKeys } from './category-keys'

/** PATCH /categories/:id/toggle-status: active becomes inactive and the other way round. */
export function useToggleCategoryStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest<unknown>('PATCH', `/categories/${encodeURIComponent(id)}/toggle-status`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all() }),
  })
}
