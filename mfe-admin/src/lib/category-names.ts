import { type AdminCategoryNode, type Language, readLocalized } from '@shop/domain'

type NamedCategory = Pick<AdminCategoryNode, 'name' | 'slug'>

/** A category's name in `language` as the product reads any text (`readLocalized`), its slug when it has none. */
export function categoryNameIn(category: NamedCategory, language: Language): string {
  return readLocalized(category.name, language).trim() || category.slug
}

/**
 * The category's name in the other language, when it differs from the one shown first: the tree shows it beneath,
 * since the admin keeps both.
 */
export function otherCategoryName(category: NamedCategory, language: Language): string | undefined {
  const other = readLocalized(category.name, language === 'tr' ? 'en' : 'tr').trim()
  return other && other !== categoryNameIn(category, language) ? other : undefined
}

/**
 * Every category of the tree by id, named as `categoryNameIn` names it. A category missing from the tree (deleted
 * since) has no entry: the caller shows its id.
 */
export function categoryNames(tree: readonly AdminCategoryNode[], language: Language): Map<string, string> {
  const names = new Map<string, string>()
  const walk = (node: AdminCategoryNode) => {
    names.set(node._id, categoryNameIn(node, language))
    node.subcategories.forEach(walk)
  }
  tree.forEach(walk)
  return names
}
