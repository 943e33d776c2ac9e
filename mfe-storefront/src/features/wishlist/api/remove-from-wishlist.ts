import { removeFromWishlist, wishlistQueries } from '@shop/api-client'
import { useMutation, useQueryClient } from '@tanstack/react-query'

/** DELETE /wishlist/{productId}; failures and the refetch work as in `useAddToWishlist`. */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (productId: string) => removeFromWishlist(productId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistQueries.all() }),
  })
}
