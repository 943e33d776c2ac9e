import { type AdminCategoryNode, descendantIds } from '@shop/domain'
import { count } from 'drizzle-orm'
import type { Db } from '../../env'
import { categories, products } from '../schema'
import { sortRows, toCategoryDto } from './categories'

export type CategoryRow = typeof categories.$inferSelect

/**
 * Every category as staff see it, read whole like the public forest (the table is small): inactive ones included,
 * each with the products (any status) directly in it. A category whose parent is missing is shown as a root, so it
 * can still be found and moved.
 */
export class AdminCategoryTree {
  readonly roots: AdminCategoryNode[] = []
  private readonly byId = new Map<string, AdminCategoryNode>()
  private readonly bySlug = new Map<string, string>()
  private readonly rows = new Map<string, CategoryRow>()

  constructor(rows: CategoryRow[], directCounts: Map<string, number>) {
    const rowsByParent = new Map<string | null, CategoryRow[]>()
    for (const row of rows) {
      this.rows.set(row.id, row)
      this.bySlug.set(row.slug, row.id)
    }
    for (const row of rows) {
      const parent = row.parentId && this.rows.has(row.parentId) ? row.parentId : null
      rowsByParent.set(parent, [...(rowsByParent.get(parent) ?? []), row])
    }
    const visit = (row: CategoryRow): AdminCategoryNode => {
      const node: AdminCategoryNode = {
        ...toCategoryDto(row, directCounts.get(row.id) ?? 0),
        subcategories: [],
      }
      this.byId.set(row.id, node)
      node.subcategories = sortRows(rowsByParent.get(row.id) ?? [])
        .filter((child) => !this.byId.has(child.id))
        .map(visit)
      return node
    }
    for (const root of sortRows(rowsByParent.get(null) ?? [])) this.roots.push(visit(root))
    // Rows caught in a parent loop reach no root; the API never writes one, but they are shown rather than lost.
    for (const row of sortRows(rows)) if (!this.byId.has(row.id)) this.roots.push(visit(row))
  }

  find(id: string): AdminCategoryNode | undefined {
    return this.byId.get(id)
  }

  row(id: string): CategoryRow | undefined {
    return this.rows.get(id)
  }

  /** The id of the category using the slug, if any. */
  slugOwner(slug: string): string | undefined {
    return this.bySlug.get(slug)
  }

  /** The category and every category below it. */
  subtreeIds(id: string): Set<string> {
    return descendantIds(this.roots, id)
  }

  /** Current parent of every category, for checking a proposed rearrangement. */
  parents(): Map<string, string | null> {
    return new Map([...this.rows.values()].map((row) => [row.id, row.parentId]))
  }

  /**
   * Changes whenever a category is added, removed or written (every write stamps `updated_at`): a write planned on
   * this tree can be made conditional on it (see `treeVersionSql`).
   */
  version(): string {
    let latest = ''
    for (const row of this.rows.values()) if (row.updatedAt > latest) latest = row.updatedAt
    return `${this.rows.size}:${latest}`
  }
}

export async function loadAdminCategoryTree(db: Db): Promise<AdminCategoryTree> {
  const [rows, counts] = await db.batch([
    db.select().from(categories),
    db
      .select({ categoryId: products.categoryId, total: count() })
      .from(products)
      .groupBy(products.categoryId),
  ])
  const directCounts = new Map<string, number>()
  for (const { categoryId, total } of counts) if (categoryId) directCounts.set(categoryId, total)
  return new AdminCategoryTree(rows, directCounts)
}
