import { type AdminCategoryNode, descendantIds, type Language } from '@shop/domain'
import { categoryNameIn } from '../../../lib/category-names'
import { flattenTree } from './flatten-tree'

export interface ParentOption {
  id: string
  name: string
  depth: number
  isActive: boolean
}

/**
 * The categories a category may be put under: all of them except itself and everything below it (admin.md §5, a
 * category cannot be its own parent), in tree order with their depth for indenting, named in `language`.
 */
export function parentOptions(
  tree: readonly AdminCategoryNode[],
  language: Language,
  editingId?: string,
): ParentOption[] {
  const excluded = editingId ? descendantIds(tree, editingId) : new Set<string>()
  return flattenTree(tree)
    .filter((row) => !excluded.has(row.node._id))
    .map((row) => ({
      id: row.node._id,
      name: categoryNameIn(row.node, language),
      depth: row.depth,
      isActive: row.node.isActive,
    }))
}
