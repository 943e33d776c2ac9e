import { wishlistQueries } from '@shop/api-client'
import { isAuthenticatedAtom } from '@shop/state'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'

/**
 * GET /wishlist under the key the account remote's /wishlist page reads, so both screens share one cache entry.
 * A visitor has no wishlist: the call is only made with a session.
 */
export function useWishlist() {
  const authenticated = useAtomValue(isAuthenticatedAtom)
  return useQuery({ ...wishlistQueries.list(), enabled: authenticated })
}
