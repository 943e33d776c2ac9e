import type { AdminCategoryNode } from '@shop/domain'

type NamedCategory = Pick<AdminCategoryNode, 'name' | 'slug'>

/** A category's name in `language`, in the other language when that one is empty, its slug when both are. */
export function categoryNameIn(category: NamedCategory, language: string): string {
  const { own, other } = namesOf(category, language)
  return own || other || category.slug
}

/**
 * The category's name in the language `language` does not show first, when it has one that differs: the tree shows
 * it under the first, since the admin keeps both.
 */
export function otherCategoryName(category: NamedCategory, language: string): string | undefined {
  const { own, other } = namesOf(category, language)
  return own && other && other !== own ? other : undefined
}

function namesOf(category: NamedCategory, language: string) {
  const english = category.name.en?.trim() ?? ''
  const turkish = category.name.tr?.trim() ?? ''
  return language === 'en' ? { own: english, other: turkish } : { own: turkish, other: english }
}

/**
 * Every category of the tree by id, named as `categoryNameIn` names it. A category missing from the tree (deleted
 * since) has no entry: the caller shows its id.
 */
export function categoryNames(tree: readonly AdminCategoryNode[], language: string): Map<string, string> {
  const names = new Map<string, string>()
  const walk = (node: AdminCategoryNode) => {
    names.set(node._id, categoryNameIn(node, language))
    node.subcategories.forEach(walk)
  }
  tree.forEach(walk)
  return names
}
