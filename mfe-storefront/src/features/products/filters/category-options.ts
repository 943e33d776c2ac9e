import type { CategoryFacet, CategoryNode } from '@shop/domain'

/** A category the shopper can pick, indented by `depth`; `count` when the facet counts came. */
export interface CategoryOption {
  node: CategoryNode
  depth: number
  count: number | undefined
  current: boolean
}

/** Products per category including its subcategories: the facet counts each product under its own category only. */
export function subtreeCounts(
  tree: readonly CategoryNode[],
  facets: readonly CategoryFacet[],
): Map<string, number> {
  const direct = new Map(facets.map((facet) => [facet.categoryId, facet.count]))
  const totals = new Map<string, number>()
  const visit = (node: CategoryNode): number => {
    const total = node.subcategories.reduce((sum, child) => sum + visit(child), direct.get(node._id) ?? 0)
    totals.set(node._id, total)
    return total
  }
  for (const root of tree) visit(root)
  return totals
}

const named = (node: CategoryNode, idOrSlug: string) => node._id === idOrSlug || node.slug === idOrSlug

/** The chain from a root down to the category named by id or slug; empty when it is not in the tree. */
export function pathTo(tree: readonly CategoryNode[], idOrSlug: string): CategoryNode[] {
  for (const node of tree) {
    if (named(node, idOrSlug)) return [node]
    const below = pathTo(node.subcategories, idOrSlug)
    if (below.length > 0) return [node, ...below]
  }
  return []
}

/**
 * The options of the whole list: every top-level category, and below each category on the way to the chosen one
 * its subcategories (so the tree opens where the shopper is, without listing all of it at once).
 */
export function listCategoryOptions(
  tree: readonly CategoryNode[],
  selected: string | undefined,
  counts: Map<string, number> | undefined,
): CategoryOption[] {
  const open = new Set(selected ? pathTo(tree, selected).map((node) => node._id) : [])
  const options: CategoryOption[] = []
  const add = (nodes: readonly CategoryNode[], depth: number) => {
    for (const node of nodes) {
      const current = selected !== undefined && named(node, selected)
      options.push({ node, depth, count: counts?.get(node._id), current })
      if (open.has(node._id)) add(node.subcategories, depth + 1)
    }
  }
  add(tree, 0)
  return options
}
