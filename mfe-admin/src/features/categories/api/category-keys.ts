import { CATEGORY_TREE_KEY } from '../../../lib/category-tree-query'

/** Query keys of the admin categories screen (apart from the shop's own category queries). */
export const categoryKeys = {
  all: () => ['admin', 'categories'] as const,
  /** Shared with the audit words, which name categories from the same tree. */
  tree: () => CATEGORY_TREE_KEY,
}
