import { CATEGORY_NAME_MAX, type LocalizedText, SLUG_PATTERN } from '@shop/domain'
import { newId } from '../ids'
import type { ApiMessageKey } from '../messages'
import type { CategoryTrail } from './catalogue-cells'

/** The columns of a stored category the CSV needs. */
export interface CategoryRef {
  id: string
  slug: string
  parentId: string | null
  name: LocalizedText
}

/**
 * Each category's trail from the root, worked out once for the whole tree. A parent that no longer exists ends the
 * trail (the category then reads as a root); a loop in the parent links is cut where it closes.
 */
export function categoryTrails(rows: readonly CategoryRef[]): Map<string, CategoryTrail> {
  const byId = new Map(rows.map((row) => [row.id, row]))
  const trails = new Map<string, CategoryTrail>()
  const trailOf = (row: CategoryRef, seen: Set<string>): CategoryTrail => {
    const known = trails.get(row.id)
    if (known) return known
    seen.add(row.id)
    const parent = row.parentId ? byId.get(row.parentId) : undefined
    const base =
      parent && !seen.has(parent.id) ? trailOf(parent, seen) : { slugs: [], namesTr: [], namesEn: [] }
    const trail = {
      slugs: [...base.slugs, row.slug],
      namesTr: [...base.namesTr, row.name.tr ?? ''],
      namesEn: [...base.namesEn, row.name.en ?? ''],
    }
    trails.set(row.id, trail)
    return trail
  }
  for (const row of rows) trailOf(row, new Set())
  return trails
}

/** A category an import creates; parents come before their children in the list. */
export interface NewCategory {
  id: string
  slug: string
  parentId: string | null
  name: LocalizedText
}

export interface TrailProblem {
  key: ApiMessageKey
  params?: Record<string, string>
}

/**
 * Finds the category a path names, slug by slug from the root, and plans the missing ones (named from the row's
 * name columns at the same position). A slug already in the shop must sit under the path's previous slug: slugs are
 * unique, so a path that disagrees with the tree is refused rather than guessed at.
 */
export class CategoryResolver {
  readonly created: NewCategory[] = []
  private readonly bySlug = new Map<string, { id: string; parentId: string | null }>()

  constructor(rows: readonly CategoryRef[]) {
    const ids = new Set(rows.map((row) => row.id))
    for (const row of rows) {
      const parentId = row.parentId && ids.has(row.parentId) ? row.parentId : null
      this.bySlug.set(row.slug, { id: row.id, parentId })
    }
  }

  resolve(slugs: readonly string[], namesTr: readonly string[], namesEn: readonly string[]) {
    let parentId: string | null = null
    for (const [index, slug] of slugs.entries()) {
      if (!SLUG_PATTERN.test(slug)) return problem('admin.csv.category_path_invalid')
      const found = this.bySlug.get(slug)
      if (found) {
        if (found.parentId !== parentId) return problem('admin.csv.category_parent_mismatch', { slug })
        parentId = found.id
        continue
      }
      const tr = namesTr[index]
      if (!tr) return problem('admin.csv.category_name_required', { slug })
      if (tr.length > CATEGORY_NAME_MAX) return problem('validation.too_long')
      const en = namesEn[index]?.slice(0, CATEGORY_NAME_MAX)
      const category: NewCategory = { id: newId(), slug, parentId, name: en ? { tr, en } : { tr } }
      this.created.push(category)
      this.bySlug.set(slug, { id: category.id, parentId })
      parentId = category.id
    }
    return { id: parentId }
  }
}

function problem(key: ApiMessageKey, params?: Record<string, string>): { problem: TrailProblem } {
  return { problem: params ? { key, params } : { key } }
}
