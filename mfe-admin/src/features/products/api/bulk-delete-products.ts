import type { BulkDeleteResult } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { useInvalidateProducts } from './invalidate-products'

/** DELETE /products/bulk-delete: products in orders are hidden instead of deleted. */
export function useBulkDeleteProducts() {
  const invalidate = useInvalidateProducts()
  return useMutation({
    mutationFn: (ids: string[]) =>
      adminRequest<BulkDeleteResult>('DELETE', '/products/bulk-delete', { body: { ids } }),
    onSettled: invalidate,
  })
}
