import type { BulkCategory, BulkResult } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { useInvalidateProducts } from './invalidate-products'

/** PATCH /products/bulk-update-category. */
export function useBulkUpdateCategory() {
  const invalidate = useInvalidateProducts()
  return useMutation({
    mutationFn: (body: BulkCategory) =>
      adminRequest<BulkResult>('PATCH', '/products/bulk-update-category', { body }),
    onSettled: invalidate,
  })
}
