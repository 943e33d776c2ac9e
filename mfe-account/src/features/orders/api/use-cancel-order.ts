import { cancelOrder, orderQueries } from '@shop/api-client'
import type { OrderDto } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'

/** PATCH /orders/{id}/cancel; the lists and the order's page are refetched (stock and badges changed). */
export function useCancelOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => cancelOrder(id, { suppressErrorToast: true }),
    onSuccess: (order: OrderDto) =>
      queryClient.invalidateQueries({ queryKey: orderQueries.all() }).then(() => order),
  })
}
