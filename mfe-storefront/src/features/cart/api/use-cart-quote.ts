import { orderQueries } from '@shop/api-client'
import { type CartItem, refreshCartAtom } from '@shop/state'
import { useQuery } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'
import { useEffect } from 'react'

/**
 * The server's price of the cart (POST /orders/quote, public), asked when the cart opens and whenever a line
 * changes, for visitors and signed-in shoppers alike. Each fresh answer also brings the stored cart up to date
 * (current price, discount and stock per line), so the cart no longer holds stale numbers.
 */
export function useCartQuote(items: readonly CartItem[]) {
  const refreshCart = useSetAtom(refreshCartAtom)
  const input = { items: items.map((item) => ({ product: item.productId, quantity: item.quantity })) }
  const query = useQuery({ ...orderQueries.quote(input), enabled: items.length > 0 })
  const fresh = query.isPlaceholderData ? undefined : query.data
  useEffect(() => {
    if (fresh) refreshCart(fresh.lines)
  }, [fresh, refreshCart])
  return query
}

export type CartQuote = ReturnType<typeof useCartQuote>
