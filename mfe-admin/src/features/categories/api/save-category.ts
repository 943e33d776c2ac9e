import type { AdminCategoryNode, CategoryInput } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { categoryKeys } from './category-keys'

export interface SaveCategoryVariables {
  /** Absent for a new category. */
  id?: string
  /** The version (updatedAt) the edited values were loaded at: a category saved by someone since is refused (412). */
  version?: string
  input: CategoryInput
}

/** The payload as admin.md §5 wants it: an empty parent means a top-level category and is left out. */
function payloadOf(input: CategoryInput) {
  const { parentCategory, ...rest } = input
  return parentCategory ? { ...rest, parentCategory } : rest
}

/** POST /categories (new) or PUT /categories/:id (edit); the tree is refetched after either, or after a refusal. */
export function useSaveCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, version, input }: SaveCategoryVariables) =>
      adminRequest<{ category: AdminCategoryNode }>(
        id ? 'PUT' : 'POST',
        id ? `/categories/${encodeURIComponent(id)}` : '/categories',
        { body: payloadOf(input), headers: id && version ? { 'If-Match': `"${version}"` } : undefined },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all() }),
  })
}
