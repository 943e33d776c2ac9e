import type { ProductDto } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { useInvalidateProducts } from './invalidate-products'

/** PATCH /products/:id/toggle-status: flips active/passive and answers the product as it is now. */
export function useToggleProductStatus() {
  const invalidate = useInvalidateProducts()
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest<{ product: ProductDto }>('PATCH', `/products/${encodeURIComponent(id)}/toggle-status`),
    onSettled: invalidate,
  })
}
