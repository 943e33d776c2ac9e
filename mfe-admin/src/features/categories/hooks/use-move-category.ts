import type { AdminCategoryNode } from '@shop/domain'
import { useT } from '@shop/i18n'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { notifyFailure } from '../../../lib/notify-failure'
import { categoryKeys } from '../api/category-keys'
import { useUpdateCategoryOrder } from '../api/update-category-order'
import { reorderLevel } from '../lib/reorder-level'

/**
 * Moves a category to another position among its siblings and saves that level's new order. Works from the tree in
 * the cache (not the one last rendered), so quick successive moves build on each other.
 */
export function useMoveCategory() {
  const t = useT()
  const queryClient = useQueryClient()
  const update = useUpdateCategoryOrder()
  const { mutate } = update
  const move = useCallback(
    (id: string, toIndex: number): boolean => {
      const tree = queryClient.getQueryData<AdminCategoryNode[]>(categoryKeys.tree())
      const moved = tree && reorderLevel(tree, id, toIndex)
      if (!moved) return false
      mutate(moved, { onError: (error) => notifyFailure(error, t('admin.categories.order_failed')) })
      return true
    },
    [queryClient, mutate, t],
  )
  return { move, saving: update.isPending }
}
