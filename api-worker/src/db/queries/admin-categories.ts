import type { AdminCategoryNode, BulkResult, CategoryInput } from '@shop/domain'
import type { Db } from '../../env'
import { changedFields } from '../../lib/audit'
import { newId } from '../../lib/ids'
import {
  type CategoryMove,
  type CategoryProblem,
  placementProblem,
  planDeletion,
  planMoves,
} from './admin-categories-plan'
import { type AdminCategoryTree, loadAdminCategoryTree } from './admin-categories-tree'
import {
  deleteCategories,
  insertCategory,
  isSlugClash,
  patchCategories,
  updateCategory,
} from './admin-categories-writes'

/** Either what the call produced or why it was refused. */
export type Outcome<T> = { ok: T; problem?: undefined } | { ok?: undefined; problem: CategoryProblem }

/**
 * Attempts of a write whose statement found the tree changed since it was read (a concurrent save): each one reads
 * again, so a real problem is then reported as such; a third clash is answered as a conflict.
 */
const ATTEMPTS = 3
const CHANGED: CategoryProblem = { kind: 'changed' }

const stamp = () => new Date().toISOString()

function found(tree: AdminCategoryTree, id: string): Outcome<AdminCategoryNode> {
  const node = tree.find(id)
  return node ? { ok: node } : { problem: { kind: 'not_found' } }
}

/** Creates a category; answers it as the admin tree shows it. */
export async function createCategory(
  db: Db,
  actorId: string,
  input: CategoryInput,
): Promise<Outcome<AdminCategoryNode>> {
  const id = newId()
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const tree = await loadAdminCategoryTree(db)
    if (tree.slugOwner(input.slug)) return { problem: { kind: 'slug_taken' } }
    const problem = placementProblem(tree, null, input.parentCategory)
    if (problem) return { problem }
    const written = await slugSafe(() => insertCategory(db, actorId, id, input, stamp()))
    if (written !== true) {
      if (written) return written
      continue
    }
    return found(await loadAdminCategoryTree(db), id)
  }
  return { problem: CHANGED }
}

/** Rewrites a category; answers it and the image it had before (for releasing when replaced). */
export async function editCategory(
  db: Db,
  actorId: string,
  id: string,
  input: CategoryInput,
  /** The version (updatedAt) the edit was made on, from If-Match: a category saved since is not overwritten. */
  editedVersion?: string,
): Promise<Outcome<{ category: AdminCategoryNode; previousImage: string | null }>> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const tree = await loadAdminCategoryTree(db)
    const before = tree.row(id)
    if (!before) return { problem: { kind: 'not_found' } }
    if (editedVersion !== undefined && before.updatedAt !== editedVersion)
      return { problem: { kind: 'edited_since' } }
    const owner = tree.slugOwner(input.slug)
    if (owner && owner !== id) return { problem: { kind: 'slug_taken' } }
    const problem = placementProblem(tree, id, input.parentCategory)
    if (problem) return { problem }
    const written = await slugSafe(() =>
      updateCategory(db, actorId, before, input, stamp(), { onlyIfUnchanged: editedVersion !== undefined }),
    )
    if (written !== true) {
      if (written) return written
      continue
    }
    const after = found(await loadAdminCategoryTree(db), id)
    return after.ok ? { ok: { category: after.ok, previousImage: before.image } } : after
  }
  return { problem: CHANGED }
}

/** A write's result, or the slug problem when it failed on the unique slug index (a save racing this one). */
async function slugSafe(write: () => Promise<boolean>): Promise<boolean | { problem: CategoryProblem }> {
  try {
    return await write()
  } catch (error) {
    if (isSlugClash(error)) return { problem: { kind: 'slug_taken' } }
    throw error
  }
}

export interface Removal {
  deleted: string[]
  refused: { id: string; problem: CategoryProblem }[]
  notFound: string[]
  /** Images of the deleted categories, to release once nothing else shows them. */
  images: string[]
}

/**
 * Deletes what may go of the selection (see planDeletion) in one batch. A category the batch did not delete after
 * all (a product or subcategory added meanwhile) is reported refused, with the reason a fresh read gives.
 */
export async function removeCategories(db: Db, actorId: string, ids: readonly string[]): Promise<Removal> {
  const tree = await loadAdminCategoryTree(db)
  const plan = planDeletion(tree, ids)
  const deleted = new Set(await deleteCategories(db, actorId, plan.rounds, (id) => tree.row(id)))
  const kept = plan.deletable.filter((id) => !deleted.has(id))
  const refused = [...plan.refused]
  if (kept.length > 0) {
    const now = planDeletion(await loadAdminCategoryTree(db), kept)
    for (const id of kept) {
      refused.push({ id, problem: now.refused.find((entry) => entry.id === id)?.problem ?? CHANGED })
    }
  }
  const order = new Map(ids.map((id, index) => [id, index]))
  const byRequest = (a: string, b: string) => (order.get(a) ?? 0) - (order.get(b) ?? 0)
  return {
    deleted: [...deleted].sort(byRequest),
    refused: refused.sort((a, b) => byRequest(a.id, b.id)),
    notFound: plan.notFound,
    images: [...deleted].flatMap((id) => tree.row(id)?.image ?? []),
  }
}

/** Sets every category's active flag to `isActive`, or flips each one (from the state read just before). */
export async function setCategoriesActive(
  db: Db,
  actorId: string,
  ids: readonly string[],
  isActive: boolean | undefined,
): Promise<BulkResult> {
  const tree = await loadAdminCategoryTree(db)
  const patches = ids.flatMap((id) => {
    const row = tree.row(id)
    return row ? [{ id, isActive: isActive ?? !row.isActive }] : []
  })
  const updated = new Set(
    await patchCategories(db, actorId, patches, stamp(), {
      action: 'category.toggle_status',
      details: (patch) =>
        changedFields({ isActive: tree.row(patch.id)?.isActive }, { isActive: patch.isActive }),
    }),
  )
  return { updated: ids.filter((id) => updated.has(id)), notFound: ids.filter((id) => !tree.row(id)) }
}

/** Flips one category's active flag; answers it as the admin tree shows it. */
export async function toggleCategory(
  db: Db,
  actorId: string,
  id: string,
): Promise<Outcome<AdminCategoryNode>> {
  const result = await setCategoriesActive(db, actorId, [id], undefined)
  if (result.updated.length === 0) return { problem: { kind: 'not_found' } }
  return found(await loadAdminCategoryTree(db), id)
}

/**
 * New sort orders and, for moves given a `parentCategory`, new parents, checked on the whole resulting tree and
 * written in one statement that does nothing if any category changed since the check.
 */
export async function moveCategories(
  db: Db,
  actorId: string,
  requested: readonly CategoryMove[],
): Promise<Outcome<BulkResult>> {
  const reparents = requested.some((move) => move.parentCategory !== undefined)
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const tree = await loadAdminCategoryTree(db)
    const plan = planMoves(tree, requested)
    if (plan.problem) return { problem: plan.problem }
    const patches = plan.moves.map(({ id, sortOrder, parentCategory }) => ({
      id,
      sortOrder,
      parentId: parentCategory,
    }))
    const updated = new Set(
      await patchCategories(db, actorId, patches, stamp(), {
        action: 'category.reorder',
        details: ({ id, sortOrder, parentId }) => {
          const row = tree.row(id)
          const reparented = parentId !== undefined
          return changedFields(
            { sortOrder: row?.sortOrder, ...(reparented ? { parentCategory: row?.parentId ?? null } : {}) },
            { sortOrder, ...(reparented ? { parentCategory: parentId } : {}) },
          )
        },
        unchangedSince: reparents ? tree.version() : undefined,
      }),
    )
    if (patches.length > 0 && updated.size === 0) continue
    return {
      ok: {
        updated: plan.moves.map((move) => move.id).filter((id) => updated.has(id)),
        notFound: plan.notFound,
      },
    }
  }
  return { problem: CHANGED }
}
