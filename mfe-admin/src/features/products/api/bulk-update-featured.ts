import type { BulkFeatured, BulkResult } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { useInvalidateProducts } from './invalidate-products'

/** PATCH /products/bulk-update-featured. */
export function useBulkUpdateFeatured() {
  const invalidate = useInvalidateProducts()
  return useMutation({
    mutationFn: (body: BulkFeatured) =>
      adminRequest<BulkResult>('PATCH', '/products/bulk-update-featured', { body }),
    onSettled: invalidate,
  })
}
