import type { CategoryNode } from '@shop/domain'
import { filterCategories } from './filter-categories'

type TreeNode = Pick<CategoryNode, 'name' | 'description'> & { subcategories: readonly TreeNode[] }

/**
 * The category tree narrowed to a search text: a category that matches keeps its whole subtree, one that does not
 * stays only as the path to a matching descendant. An empty text keeps the tree as it is.
 */
export function filterCategoryTree<T extends TreeNode>(tree: readonly T[], text: string): T[] {
  const kept: T[] = []
  for (const node of tree) {
    if (filterCategories([node], text).length > 0) {
      kept.push(node)
      continue
    }
    const subcategories = filterCategoryTree(node.subcategories as readonly T[], text)
    if (subcategories.length > 0) kept.push({ ...node, subcategories })
  }
  return kept
}

/** How many categories a tree holds, at every level. */
export function countCategories(tree: readonly { subcategories: readonly unknown[] }[]): number {
  return tree.reduce(
    (sum, node) =>
      sum + 1 + countCategories(node.subcategories as readonly { subcategories: readonly unknown[] }[]),
    0,
  )
}
