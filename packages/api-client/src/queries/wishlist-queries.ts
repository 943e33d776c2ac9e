import { queryOptions } from '@tanstack/react-query'
import { getWishlist } from '../endpoints/wishlist'

export const wishlistQueries = {
  all: () => ['wishlist'] as const,
  list: () =>
    queryOptions({
      queryKey: [...wishlistQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => getWishlist({ signal, suppressErrorToast: true }),
    }),
}
