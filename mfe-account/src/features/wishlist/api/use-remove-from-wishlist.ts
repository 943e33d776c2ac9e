import { api, wishlistQueries } from '@shop/api-client'
import type { ProductDto } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'

/** DELETE /wishlist/{productId}; the product leaves the cached list at once. */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient()
  const key = wishlistQueries.list().queryKey
  return useMutation({
    mutationFn: (productId: string) => api.wishlist.remove(productId, { suppressErrorToast: true }),
    onSuccess: (_answer, productId) =>
      queryClient.setQueryData<ProductDto[]>(key, (products) => products?.filter((p) => p._id !== productId)),
  })
}
