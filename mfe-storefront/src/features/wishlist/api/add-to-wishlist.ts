import { addToWishlist, wishlistQueries } from '@shop/api-client'
import { useMutation, useQueryClient } from '@tanstack/react-query'

/**
 * POST /wishlist {productId}. A failure gets the client's generic error toast (the server's message, or
 * 'Bir hata oluştu'); on success the shared wishlist is refetched before the mutation settles, so the toggle
 * never shows a state the server does not have.
 */
export function useAddToWishlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (productId: string) => addToWishlist(productId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistQueries.all() }),
  })
}
