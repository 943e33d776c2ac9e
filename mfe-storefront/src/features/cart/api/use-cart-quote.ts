import { orderQueries } from '@shop/api-client'
import { type CartItem, isAuthenticatedAtom } from '@shop/state'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'

/**
 * The server's price of the cart (POST /orders/quote), asked when the cart opens and whenever a line changes. The
 * quote is a customer call: for a visitor it stays idle and the cart shows its own estimate.
 */
export function useCartQuote(items: readonly CartItem[]) {
  const signedIn = useAtomValue(isAuthenticatedAtom)
  const input = { items: items.map((item) => ({ product: item.productId, quantity: item.quantity })) }
  const query = useQuery({ ...orderQueries.quote(input), enabled: signedIn && items.length > 0 })
  return { ...query, signedIn }
}
