import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { categoryKeys } from './category-keys'

/** What DELETE /categories/bulk-delete answers: categories with products or subcategories are refused, each with why. */
export interface CategoryBulkDeleteResult {
  deleted: string[]
  refused: { id: string; message: string }[]
  notFound: string[]
}

export function useBulkDeleteCategories() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: string[]) =>
      adminRequest<CategoryBulkDeleteResult>('DELETE', '/categories/bulk-delete', { body: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all() }),
  })
}
