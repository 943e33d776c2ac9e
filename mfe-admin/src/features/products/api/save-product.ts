import type { ProductDto, ProductInput } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { useInvalidateProducts } from './invalidate-products'

interface SaveProduct {
  /** Absent: a new product. */
  id?: string
  input: ProductInput
}

/** POST /products or PUT /products/:id with the body the shared schema produced. */
export function useSaveProduct() {
  const invalidate = useInvalidateProducts()
  return useMutation({
    mutationFn: ({ id, input }: SaveProduct) =>
      id
        ? adminRequest<{ product: ProductDto }>('PUT', `/products/${encodeURIComponent(id)}`, { body: input })
        : adminRequest<{ product: ProductDto }>('POST', '/products', { body: input }),
    onSuccess: invalidate,
  })
}
