import type { BulkResult, BulkToggleStatus } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { useInvalidateProducts } from './invalidate-products'

/** PATCH /products/bulk-toggle-status: without `isActive` each product is flipped. */
export function useBulkToggleStatus() {
  const invalidate = useInvalidateProducts()
  return useMutation({
    mutationFn: (body: BulkToggleStatus) =>
      adminRequest<BulkResult>('PATCH', '/products/bulk-toggle-status', { body }),
    onSettled: invalidate,
  })
}
