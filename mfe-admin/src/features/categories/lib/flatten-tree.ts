import type { AdminCategoryNode } from '@shop/domain'

/** One row of the tree table: a category with its place in the tree. */
export interface CategoryRow {
  node: AdminCategoryNode
  /** 0 for a top-level category. */
  depth: number
  parent: AdminCategoryNode | null
  /** Ids from the top level down to the parent: a row is hidden while one of them is folded. */
  ancestorIds: string[]
  /** Position among its siblings (0-based) and the ids of that level in order; shared by every sibling. */
  index: number
  siblingIds: string[]
}

/** The tree in reading order (each category followed by its subcategories), as the table shows it. */
export function flattenTree(tree: readonly AdminCategoryNode[]): CategoryRow[] {
  const rows: CategoryRow[] = []
  const walk = (
    level: readonly AdminCategoryNode[],
    depth: number,
    parent: AdminCategoryNode | null,
    ancestorIds: string[],
  ) => {
    const siblingIds = level.map((node) => node._id)
    level.forEach((node, index) => {
      rows.push({ node, depth, parent, ancestorIds, index, siblingIds })
      walk(node.subcategories, depth + 1, node, [...ancestorIds, node._id])
    })
  }
  walk(tree, 0, null, [])
  return rows
}

/** Every category of the tree, top to bottom. */
export function allNodes(tree: readonly AdminCategoryNode[]): AdminCategoryNode[] {
  return flattenTree(tree).map((row) => row.node)
}
