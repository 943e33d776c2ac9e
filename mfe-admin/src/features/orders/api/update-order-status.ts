import type { OrderDto, OrderStatusUpdateInput } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { adminOrderKeys } from './order-keys'

interface UpdateOrderStatus {
  id: string
  body: OrderStatusUpdateInput
}

/** PATCH /orders/{id}/status; the lists and the order's detail (its history grew) are asked again afterwards. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: UpdateOrderStatus) =>
      adminRequest<{ order: OrderDto }>('PATCH', `/orders/${encodeURIComponent(id)}/status`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all() }),
  })
}
