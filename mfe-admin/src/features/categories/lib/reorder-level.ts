import type { AdminCategoryNode } from '@shop/domain'

export interface OrderEntry {
  id: string
  sortOrder: number
}

/**
 * Moves one category among its siblings. The whole level is renumbered 0, 1, 2… in its new order (so categories
 * that all had the default 0 get a real order) and `order` holds what PUT /categories/update-order takes.
 * Returns null when the move is not possible (unknown id, position outside the level).
 */
export function reorderLevel(
  tree: readonly AdminCategoryNode[],
  id: string,
  toIndex: number,
): { tree: AdminCategoryNode[]; order: OrderEntry[] } | null {
  const found: { order: OrderEntry[] | null } = { order: null }
  const visit = (level: readonly AdminCategoryNode[]): AdminCategoryNode[] => {
    const from = level.findIndex((node) => node._id === id)
    if (from >= 0) {
      if (toIndex < 0 || toIndex >= level.length || toIndex === from) return [...level]
      const moved = [...level]
      const [node] = moved.splice(from, 1)
      if (!node) return [...level]
      moved.splice(toIndex, 0, node)
      const renumbered = moved.map((sibling, sortOrder) => ({ ...sibling, sortOrder }))
      found.order = renumbered.map((sibling) => ({ id: sibling._id, sortOrder: sibling.sortOrder }))
      return renumbered
    }
    return level.map((node) =>
      node.subcategories.length > 0 ? { ...node, subcategories: visit(node.subcategories) } : node,
    )
  }
  const next = visit(tree)
  return found.order ? { tree: next, order: found.order } : null
}
