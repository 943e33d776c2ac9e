import {
  type CategoryDetail,
  type CategoryDto,
  type CategoryListQuery,
  type CategoryNode,
  ROOT_CATEGORY_PARENT,
  readLocalized,
} from '@shop/domain'
import type { Db } from '../../env'
import { nameSortKey } from '../../lib/sort-key'
import { categories } from '../schema'
import { keptPerCategory } from './kept-counts'

type CategoryRow = typeof categories.$inferSelect

/**
 * The visible categories of the shop, read whole: the table is small (tens to a few hundred rows), so one read and
 * a walk in memory answer every public category call, and visibility (an inactive parent hides its subtree) and
 * product counts (own plus visible subcategories') are worked out once.
 */
export class CategoryForest {
  readonly roots: CategoryDto[] = []
  private readonly byId = new Map<string, CategoryDto>()
  private readonly bySlug = new Map<string, CategoryDto>()
  private readonly children = new Map<string, CategoryDto[]>()

  constructor(rows: CategoryRow[], directCounts: Map<string, number>) {
    const rowsByParent = new Map<string | null, CategoryRow[]>()
    for (const row of rows) {
      const siblings = rowsByParent.get(row.parentId) ?? []
      siblings.push(row)
      rowsByParent.set(row.parentId, siblings)
    }
    const visit = (row: CategoryRow): CategoryDto => {
      const dto = toCategoryDto(row, directCounts.get(row.id) ?? 0)
      const kids = sortRows(rowsByParent.get(row.id) ?? [])
        .filter((child) => child.isActive)
        .map(visit)
      dto.productCount += kids.reduce((sum, kid) => sum + kid.productCount, 0)
      this.byId.set(dto._id, dto)
      this.bySlug.set(dto.slug, dto)
      this.children.set(dto._id, kids)
      return dto
    }
    // A category whose parent no longer exists is not reachable from a root, so it is not shown either.
    for (const root of sortRows(rowsByParent.get(null) ?? []).filter((row) => row.isActive)) {
      this.roots.push(visit(root))
    }
  }

  find(idOrSlug: string): CategoryDto | undefined {
    return this.byId.get(idOrSlug) ?? this.bySlug.get(idOrSlug)
  }

  findBySlug(slug: string): CategoryDto | undefined {
    return this.bySlug.get(slug)
  }

  childrenOf(id: string): CategoryDto[] {
    return this.children.get(id) ?? []
  }

  /** Every visible category, each followed by its subtree, in sort order. */
  flatten(): CategoryDto[] {
    const out: CategoryDto[] = []
    const walk = (list: CategoryDto[]) => {
      for (const dto of list) {
        out.push(dto)
        walk(this.childrenOf(dto._id))
      }
    }
    walk(this.roots)
    return out
  }

  tree(): CategoryNode[] {
    const nest = (dto: CategoryDto): CategoryNode => ({
      ...dto,
      subcategories: this.childrenOf(dto._id).map(nest),
    })
    return this.roots.map(nest)
  }

  detail(dto: CategoryDto): CategoryDetail {
    const ancestors: CategoryDetail['ancestors'] = []
    for (let parent = dto.parentCategory; parent; ) {
      const found = this.byId.get(parent)
      if (!found) break
      ancestors.unshift({ _id: found._id, slug: found.slug, name: found.name })
      parent = found.parentCategory
    }
    return { ...dto, subcategories: this.childrenOf(dto._id), ancestors }
  }
}

/** Sort order first; equal orders fall back to the Turkish alphabetical order of the Turkish name. */
export function sortRows(rows: CategoryRow[]): CategoryRow[] {
  const key = (row: CategoryRow) => nameSortKey(readLocalized(row.name, 'tr'))
  return [...rows].sort(
    (a, b) => a.sortOrder - b.sortOrder || key(a).localeCompare(key(b)) || a.id.localeCompare(b.id),
  )
}

export function toCategoryDto(row: CategoryRow, productCount: number): CategoryDto {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: row.image,
    parentCategory: row.parentId,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    productCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

export async function loadCategoryForest(db: Db): Promise<CategoryForest> {
  const [rows, counts] = await db.batch([
    db.select().from(categories),
    // Kept by triggers on products (migration 0011): a few rows per category, where counting the catalogue read
    // every active product (100,001 rows and 9 ms of database time at 100,000 products).
    keptPerCategory(db),
  ])
  const directCounts = new Map(counts.map((row) => [row.categoryId, row.activeProducts]))
  return new CategoryForest(rows, directCounts)
}

/**
 * `GET /categories`: every visible category (tree order), the roots (`parent=root`) or one category's children;
 * undefined when the named parent is missing or hidden.
 */
export function listCategories(forest: CategoryForest, query: CategoryListQuery): CategoryDto[] | undefined {
  let list: CategoryDto[]
  if (query.parent === undefined) list = forest.flatten()
  else if (query.parent === ROOT_CATEGORY_PARENT) list = forest.roots
  else {
    const parent = forest.find(query.parent)
    if (!parent) return undefined
    list = forest.childrenOf(parent._id)
  }
  return query.limit === undefined ? list : list.slice(0, query.limit)
}
