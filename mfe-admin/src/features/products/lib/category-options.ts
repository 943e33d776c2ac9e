import { type AdminCategoryNode, type Language, readLocalized } from '@shop/domain'

export interface CategoryOption {
  id: string
  name: string
  depth: number
  isActive: boolean
}

/** The category tree as one list in display order (parents before their children), each with its depth. */
export function flattenCategories(
  nodes: readonly AdminCategoryNode[],
  language: Language,
  depth = 0,
): CategoryOption[] {
  return nodes.flatMap((node) => [
    { id: node._id, name: readLocalized(node.name, language), depth, isActive: node.isActive },
    ...flattenCategories(node.subcategories, language, depth + 1),
  ])
}

/** A select option's text: a <option> cannot be padded, so depth is shown with non-breaking spaces and a dash. */
export function indentedName(option: CategoryOption): string {
  return option.depth === 0 ? option.name : `${'\u00a0\u00a0'.repeat(option.depth)}– ${option.name}`
}
