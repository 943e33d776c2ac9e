import { orderQueries } from '@shop/api-client'
import type { OrderQuote, OrderQuoteInput, ShippingAddressInput } from '@shop/domain'
import type { CartItem } from '@shop/state'
import { useQuery, useQueryClient } from '@tanstack/react-query'

/**
 * The server's price of the checkout (POST /orders/quote): the summary and the order's expected total come from it.
 * Asked when checkout opens and again whenever the cart or the delivery address changes. `replace` shows a quote
 * the server sent with a refused order, without asking again.
 */
export function useCheckoutQuote(
  items: readonly CartItem[],
  shippingAddress: ShippingAddressInput | undefined,
) {
  const queryClient = useQueryClient()
  const input: OrderQuoteInput = {
    items: items.map((item) => ({ product: item.productId, quantity: item.quantity })),
    ...(shippingAddress ? { shippingAddress } : {}),
  }
  const options = orderQueries.quote(input)
  const query = useQuery({ ...options, enabled: items.length > 0 })
  const replace = (quote: OrderQuote) => queryClient.setQueryData(options.queryKey, quote)
  return { query, replace }
}

export type CheckoutQuote = ReturnType<typeof useCheckoutQuote>
