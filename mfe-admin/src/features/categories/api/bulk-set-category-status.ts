import type { BulkResult } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { categoryKeys } from './category-keys'

/** PATCH /categories/bulk-toggle-status with `isActive`: every selected category becomes active, or inactive. */
export function useBulkSetCategoryStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { ids: string[]; isActive: boolean }) =>
      adminRequest<BulkResult>('PATCH', '/categories/bulk-toggle-status', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all() }),
  })
}
