import {
  type CsvRowError,
  freeProductSlug,
  type LocalizedText,
  listPositionParams,
  type ProductInput,
  productInputSchema,
  RESERVED_PRODUCT_SLUGS,
  slugify,
} from '@shop/domain'
import type { z } from 'zod'
import { isMessageKey } from '../messages'
import type { RowDraft, RowErrorMaker } from './catalogue-rows'
import { type CategoryRef, CategoryResolver, type NewCategory } from './category-trails'

/** A product of the shop that a row of the file names by SKU. */
export interface ExistingProduct {
  id: string
  sku: string
  slug: string
  shortDescription: LocalizedText
  images: string[]
  videos: string[]
}

export interface ImportState {
  /** The shop's products whose SKU the file names, by SKU. */
  products: Map<string, ExistingProduct>
  /** Every product slug of the shop and the SKU holding it. */
  slugOwners: Map<string, string>
  categories: CategoryRef[]
}

export interface PlannedProduct {
  line: number
  input: ProductInput
  slug: string
  categoryId: string
  existing: ExistingProduct | undefined
}

export interface ImportPlan {
  errors: CsvRowError[]
  categories: NewCategory[]
  products: PlannedProduct[]
}

/** Where a field of the product input comes from in the file. */
const COLUMN_OF: Record<string, string> = {
  'name.tr': 'name_tr',
  'name.en': 'name_en',
  'description.tr': 'description_tr',
  'description.en': 'description_en',
  sku: 'sku',
  slug: 'slug',
  category: 'category_path',
  price: 'price',
  discountPrice: 'discount_price',
  stock: 'stock',
  images: 'images',
  videos: 'videos',
  specifications: 'specifications',
  isActive: 'is_active',
  isFeatured: 'is_featured',
}

function columnOf(path: readonly PropertyKey[]): string {
  const [first, second] = path.map(String)
  return COLUMN_OF[`${first}.${second}`] ?? COLUMN_OF[first ?? ''] ?? 'row'
}

/** The schema's issues as row errors, the first per column (as the form shows one message per field). */
function schemaErrors(
  line: number,
  issues: readonly z.core.$ZodIssue[],
  rowError: RowErrorMaker,
): CsvRowError[] {
  const errors = new Map<string, CsvRowError>()
  for (const issue of issues) {
    const column = columnOf(issue.path)
    if (errors.has(column)) continue
    // Only wrong shapes (specifications JSON of the wrong form) give messages that are not catalogue keys.
    const key = isMessageKey(issue.message)
      ? issue.message
      : column === 'specifications'
        ? 'admin.csv.specifications_invalid'
        : 'admin.csv.value_invalid'
    errors.set(column, rowError(line, column, key, listPositionParams(issue.path)))
  }
  return [...errors.values()]
}

interface Checked {
  draft: RowDraft
  input: ProductInput
  /** Null when the row has another error (its slug is still checked). */
  categoryId: string | null
}

/**
 * Validates every row of the file against the shared product schema and the shop: SKUs once per file, slugs free,
 * categories found or creatable from their path. Answers every error (line and column) and, when there are none,
 * what to write: the categories to create (parents first) and each product with its slug and category.
 */
export function planImport(
  drafts: readonly RowDraft[],
  state: ImportState,
  rowError: RowErrorMaker,
): ImportPlan {
  const errors: CsvRowError[] = []
  const resolver = new CategoryResolver(state.categories)
  const skuLines = new Map<string, number>()
  const checked: Checked[] = []
  for (const draft of drafts) {
    const rowErrors = [...draft.errors]
    const parsed = productInputSchema.safeParse(draft.input)
    const has = (column: string) => rowErrors.some((error) => error.field === column)
    if (!parsed.success) {
      // A cell the reading already refused is reported once.
      const fresh = schemaErrors(draft.line, parsed.error.issues, rowError).filter(
        (error) => !has(error.field),
      )
      rowErrors.push(...fresh)
    }
    const firstLine = skuLines.get(draft.sku)
    if (draft.sku && firstLine !== undefined && !has('sku')) {
      rowErrors.push(rowError(draft.line, 'sku', 'admin.csv.duplicate_sku', { line: firstLine }))
    } else if (draft.sku) skuLines.set(draft.sku, draft.line)
    let categoryId: string | null = null
    if (draft.categoryPath.length && !has('category_path')) {
      const found = resolver.resolve(draft.categoryPath, draft.categoryNamesTr, draft.categoryNamesEn)
      if ('problem' in found) {
        rowErrors.push(rowError(draft.line, 'category_path', found.problem.key, found.problem.params))
      } else categoryId = found.id
    }
    errors.push(...rowErrors)
    if (parsed.success)
      checked.push({ draft, input: parsed.data, categoryId: rowErrors.length ? null : categoryId })
  }
  const products = assignSlugs(checked, state, rowError, errors)
  // Stable: a row's errors keep their column order.
  errors.sort((a, b) => a.line - b.line)
  return errors.length
    ? { errors, categories: [], products: [] }
    : { errors, categories: resolver.created, products }
}

/**
 * A row's slug: the one it gives (which no other product may hold), else the product's own, else one made from the
 * Turkish name. Given slugs are claimed first, so a made one never takes a slug a later row asks for.
 */
function assignSlugs(
  checked: readonly Checked[],
  state: ImportState,
  rowError: RowErrorMaker,
  errors: CsvRowError[],
): PlannedProduct[] {
  const claimed = new Map<string, { sku: string; line: number }>()
  const planned: PlannedProduct[] = []
  const toName: Checked[] = []
  for (const row of checked) {
    const existing = state.products.get(row.input.sku)
    const slug = row.input.slug ?? existing?.slug
    if (!slug) {
      toName.push(row)
      continue
    }
    const owner = state.slugOwners.get(slug)
    const earlier = claimed.get(slug)
    const reserved = RESERVED_PRODUCT_SLUGS.has(slug) && slug !== existing?.slug
    if ((owner && owner !== row.input.sku) || reserved) {
      errors.push(rowError(row.draft.line, 'slug', 'admin.product.slug_taken'))
    } else if (earlier) {
      errors.push(rowError(row.draft.line, 'slug', 'admin.csv.duplicate_slug', { line: earlier.line }))
    } else {
      claimed.set(slug, { sku: row.input.sku, line: row.draft.line })
      if (row.categoryId) {
        planned.push({ line: row.draft.line, input: row.input, slug, categoryId: row.categoryId, existing })
      }
    }
  }
  const taken = new Set([...state.slugOwners.keys(), ...claimed.keys()])
  for (const row of toName) {
    const slug = freeProductSlug(slugify(row.input.name.tr) || row.input.sku.toLowerCase(), taken)
    taken.add(slug)
    if (row.categoryId) {
      planned.push({
        line: row.draft.line,
        input: row.input,
        slug,
        categoryId: row.categoryId,
        existing: undefined,
      })
    }
  }
  return planned.sort((a, b) => a.line - b.line)
}
