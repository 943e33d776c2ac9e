import type { AdminCategoryNode } from '@shop/domain'

/**
 * Every category of the tree by id, named in `language`, or in the other language when that one is empty. A category
 * missing from the tree (deleted since) has no entry: the caller shows its id.
 */
export function categoryNames(tree: readonly AdminCategoryNode[], language: string): Map<string, string> {
  const names = new Map<string, string>()
  const walk = (node: AdminCategoryNode) => {
    const own = language === 'en' ? node.name.en : node.name.tr
    const other = language === 'en' ? node.name.tr : node.name.en
    const name = own?.trim() || other?.trim()
    if (name) names.set(node._id, name)
    node.subcategories.forEach(walk)
  }
  tree.forEach(walk)
  return names
}
