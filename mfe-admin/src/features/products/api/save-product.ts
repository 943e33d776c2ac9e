import type { ProductDto, ProductInput } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { useInvalidateProducts } from './invalidate-products'

interface SaveProduct {
  /** Absent: a new product. */
  id?: string
  /** The version (updatedAt) the edited values were loaded at: a product saved by someone since is refused (412). */
  version?: string
  input: ProductInput
}

/**
 * POST /products or PUT /products/:id with the body the shared schema produced. Either way the products are read
 * again: after a refusal too, so the form opened next shows the other admin's change.
 */
export function useSaveProduct() {
  const invalidate = useInvalidateProducts()
  return useMutation({
    mutationFn: ({ id, version, input }: SaveProduct) =>
      id
        ? adminRequest<{ product: ProductDto }>('PUT', `/products/${encodeURIComponent(id)}`, {
            body: input,
            headers: version ? { 'If-Match': `"${version}"` } : undefined,
          })
        : adminRequest<{ product: ProductDto }>('POST', '/products', { body: input }),
    onSettled: invalidate,
  })
}
