import type { AdminCategoryNode } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import type { OrderEntry } from '../lib/reorder-level'
import { categoryKeys } from './category-keys'

export interface UpdateOrderVariables {
  /** The tree as it looks after the move, shown at once. */
  tree: AdminCategoryNode[]
  /** The new sort orders of the level that changed. */
  order: OrderEntry[]
}

/**
 * PUT /categories/update-order, optimistic: the moved tree is shown before the server answers and the previous one
 * comes back if it refuses (the caller shows why).
 */
const ORDER_MUTATION = [...categoryKeys.all(), 'order'] as const

export function useUpdateCategoryOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ORDER_MUTATION,
    mutationFn: ({ order }: UpdateOrderVariables) =>
      adminRequest<unknown>('PUT', '/categories/update-order', { body: { categories: order } }),
    onMutate: async ({ tree }) => {
      await queryClient.cancelQueries({ queryKey: categoryKeys.tree() })
      const previous = queryClient.getQueryData<AdminCategoryNode[]>(categoryKeys.tree())
      queryClient.setQueryData(categoryKeys.tree(), tree)
      return { previous }
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(categoryKeys.tree(), context.previous)
    },
    // Refetching while a later move is still on its way would briefly show the tree without that move.
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: ORDER_MUTATION }) === 1)
        return queryClient.invalidateQueries({ queryKey: categoryKeys.tree() })
    },
  })
}
