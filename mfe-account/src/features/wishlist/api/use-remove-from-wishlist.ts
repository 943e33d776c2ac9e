import { removeFromWishlist, wishlistQueries } from '@shop/api-client'
import type { ProductDto } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'

/** DELETE /wishlist/{productId}; the answer is the remaining list, which replaces the cached one. */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (productId: string) => removeFromWishlist(productId, { suppressErrorToast: true }),
    onSuccess: (products: ProductDto[]) =>
      queryClient.setQueryData(wishlistQueries.list().queryKey, products),
  })
}
