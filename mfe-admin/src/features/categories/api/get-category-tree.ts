import { useQuery } from '@tanstack/react-query'
import { categoryTreeQuery } from '../../../lib/category-tree-query'

/** GET /categories/admin: the whole tree, inactive categories included, each level in sort order. */
export function useCategoryTree() {
  return useQuery(categoryTreeQuery())
}
