import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { categoryKeys } from './category-keys'

/**
 * DELETE /categories/:id. A category that still has products or subcategories is refused with a 409 whose message
 * says why; the caller shows it.
 */
export function useDeleteCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => adminRequest<unknown>('DELETE', `/categories/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all() }),
  })
}
