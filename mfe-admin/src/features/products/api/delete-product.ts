import type { ProductDeleteResult } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { useInvalidateProducts } from './invalidate-products'

/** DELETE /products/:id: a product in orders is hidden (made inactive) instead, and the answer says so. */
export function useDeleteProduct() {
  const invalidate = useInvalidateProducts()
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest<ProductDeleteResult>('DELETE', `/products/${encodeURIComponent(id)}`),
    onSettled: invalidate,
  })
}
