import { createOrder, isApiError, orderQueries, type PlacedOrder } from '@shop/api-client'
import type { CreateOrderInput } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'

interface PlaceOrderVariables {
  input: CreateOrderInput
  idempotencyKey: string
}

/**
 * POST /orders with the attempt's Idempotency-Key. On success the answer primes the order's page (no second
 * request) and the order list is marked stale.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: PlaceOrderVariables) =>
      createOrder(input, idempotencyKey, { suppressErrorToast: true }),
    onSuccess: (placed: PlacedOrder) => {
      queryClient.setQueryData(orderQueries.detail(placed.order._id).queryKey, placed)
      return queryClient.invalidateQueries({ queryKey: orderQueries.mine() })
    },
  })
}

/** The server answered and refused: a new attempt (new key) is safe. A lost answer or a 5xx keeps the key. */
export function isDefiniteRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500
}
