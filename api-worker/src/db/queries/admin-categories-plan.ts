import type { AdminCategoryTree } from './admin-categories-tree'

/** Why a category write is refused; the route words each one (message keys admin.category.*). */
export type CategoryProblem =
  | { kind: 'not_found' }
  | { kind: 'slug_taken' }
  | { kind: 'parent_missing' }
  | { kind: 'parent_cycle' }
  | { kind: 'has_children' }
  | { kind: 'has_products'; count: number }
  /** The tree changed under the write again and again (concurrent saves). */
  | { kind: 'changed' }
  /** Saved by someone else after the version the edit names (If-Match). */
  | { kind: 'edited_since' }

/**
 * Whether `id` (null for a new category) may sit under `parent`: the parent must exist, and a category can never
 * become its own ancestor, so the parent may be neither the category itself nor anything below it.
 */
export function placementProblem(
  tree: AdminCategoryTree,
  id: string | null,
  parent: string | null,
): CategoryProblem | null {
  if (parent === null) return null
  if (!tree.find(parent)) return { kind: 'parent_missing' }
  if (id !== null && tree.subtreeIds(id).has(parent)) return { kind: 'parent_cycle' }
  return null
}

export interface CategoryMove {
  id: string
  sortOrder: number
  /** Absent: the parent stays; null: a root. */
  parentCategory?: string | null
}

export interface MovePlan {
  moves: CategoryMove[]
  notFound: string[]
  problem: CategoryProblem | null
}

/**
 * Checks a rearrangement of many categories as a whole: the tree as it would be after every move is walked in
 * memory, so a set of moves that is fine one at a time but closes a loop together (a swap) is refused.
 */
export function planMoves(tree: AdminCategoryTree, requested: readonly CategoryMove[]): MovePlan {
  const byId = new Map(requested.map((move) => [move.id, move]))
  const moves = [...byId.values()].filter((move) => tree.find(move.id))
  const notFound = [...byId.keys()].filter((id) => !tree.find(id))
  const parents = tree.parents()
  for (const move of moves) {
    if (move.parentCategory === undefined) continue
    if (move.parentCategory !== null && !tree.find(move.parentCategory)) {
      return { moves, notFound, problem: { kind: 'parent_missing' } }
    }
    parents.set(move.id, move.parentCategory)
  }
  return { moves, notFound, problem: hasLoop(parents) ? { kind: 'parent_cycle' } : null }
}

/** Whether following parents from some category ever comes back to a category already on the way. */
function hasLoop(parents: Map<string, string | null>): boolean {
  const settled = new Set<string>()
  for (const start of parents.keys()) {
    const path = new Set<string>()
    for (let at: string | null | undefined = start; at && !settled.has(at); at = parents.get(at)) {
      if (path.has(at)) return true
      path.add(at)
    }
    for (const id of path) settled.add(id)
  }
  return false
}

export interface DeletionPlan {
  /** Deletable categories, each after every category below it. */
  deletable: string[]
  /** The same in rounds: leaves first, then the categories whose subcategories all went in earlier rounds. */
  rounds: string[][]
  refused: { id: string; problem: CategoryProblem }[]
  notFound: string[]
}

/**
 * Which of the selected categories can go: one with products (any status) stays, and so does one with a
 * subcategory that is not itself going (not selected, or kept back), so no category is ever left under a missing
 * parent and no product loses its category.
 */
export function planDeletion(tree: AdminCategoryTree, ids: readonly string[]): DeletionPlan {
  const selected = new Set(ids.filter((id) => tree.find(id)))
  const verdicts = new Map<string, CategoryProblem | null>()
  const heights = new Map<string, number>()
  const deletable: string[] = []
  const judge = (id: string): CategoryProblem | null => {
    const known = verdicts.get(id)
    if (known !== undefined) return known
    const node = tree.find(id)
    if (!node) return { kind: 'not_found' }
    // Children are judged first, so the deletable list has every child before its parent.
    const childrenStay = node.subcategories
      .map((child) => (selected.has(child._id) ? judge(child._id) : { kind: 'has_children' as const }))
      .some((problem) => problem !== null)
    const verdict: CategoryProblem | null = childrenStay
      ? { kind: 'has_children' }
      : node.productCount > 0
        ? { kind: 'has_products', count: node.productCount }
        : null
    verdicts.set(id, verdict)
    if (!verdict) {
      deletable.push(id)
      heights.set(id, Math.max(-1, ...node.subcategories.map((child) => heights.get(child._id) ?? -1)) + 1)
    }
    return verdict
  }
  const refused: DeletionPlan['refused'] = []
  for (const id of new Set(ids)) {
    if (!selected.has(id)) continue
    const problem = judge(id)
    if (problem) refused.push({ id, problem })
  }
  const rounds: string[][] = []
  for (const id of deletable) {
    const height = heights.get(id) ?? 0
    while (rounds.length <= height) rounds.push([])
    rounds[height]?.push(id)
  }
  return { deletable, rounds, refused, notFound: [...new Set(ids)].filter((id) => !selected.has(id)) }
}
