import { z } from 'zod'
import { SLUG_PATTERN, slugify } from '../slug'
import { mediaPathSchema } from './product-form'

export const CATEGORY_DESCRIPTION_MIN = 10
export const CATEGORY_DESCRIPTION_MAX = 500
export const CATEGORY_ENGLISH_NAME_MIN = 2
export const CATEGORY_NAME_MAX = 100

/**
 * A category as the admin form sends it and POST/PUT /categories take it (admin.md §5). The English name and
 * description fall back to the Turkish ones when they are still too short or too long after translation; the slug
 * is built from the Turkish name when not given; an empty parent means a root category.
 */
export const categoryInputSchema = z
  .object({
    // A missing name or description (or its Turkish text) is refused with the field's own message, not zod's.
    name: z.object(
      {
        tr: z
          .string({ error: 'admin.category.name_required' })
          .trim()
          .min(1, 'admin.category.name_required')
          .max(CATEGORY_NAME_MAX, 'validation.too_long'),
        en: z.string().trim().max(1000).optional(),
      },
      { error: 'admin.category.name_required' },
    ),
    description: z.object(
      {
        tr: z
          .string({ error: 'admin.category.description_length' })
          .trim()
          .min(CATEGORY_DESCRIPTION_MIN, 'admin.category.description_length')
          .max(CATEGORY_DESCRIPTION_MAX, 'admin.category.description_length'),
        en: z.string().trim().max(5000).optional(),
      },
      { error: 'admin.category.description_length' },
    ),
    slug: z
      .string()
      .trim()
      .max(120, 'validation.too_long')
      .optional()
      .refine((value) => !value || SLUG_PATTERN.test(value), 'admin.category.slug_invalid'),
    parentCategory: z
      .string()
      .trim()
      .max(64)
      .nullable()
      .optional()
      .transform((value) => value || null),
    sortOrder: z.coerce
      .number({ error: 'admin.category.sort_order_invalid' })
      .int('admin.category.sort_order_invalid')
      .min(-1_000_000, 'admin.category.sort_order_invalid')
      .max(1_000_000, 'admin.category.sort_order_invalid')
      .default(0),
    isActive: z.boolean().default(true),
    // A form with its image cleared sends an empty string: no image, like null.
    image: mediaPathSchema
      .or(z.literal(''))
      .nullable()
      .optional()
      .transform((value) => value || null),
  })
  .transform((category, ctx) => {
    const slug = category.slug || slugify(category.name.tr)
    // A name of only punctuation gives no slug of its own: the form must then be given one.
    if (!slug) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: 'admin.category.slug_invalid' })
      return z.NEVER
    }
    return {
      ...category,
      slug,
      name: {
        tr: category.name.tr,
        en: englishOr(category.name.en, category.name.tr, CATEGORY_ENGLISH_NAME_MIN, CATEGORY_NAME_MAX),
      },
      description: {
        tr: category.description.tr,
        en: englishOr(
          category.description.en,
          category.description.tr,
          CATEGORY_DESCRIPTION_MIN,
          CATEGORY_DESCRIPTION_MAX,
        ),
      },
    }
  })

/** admin.md §5: English outside its bounds falls back to the Turkish text. */
function englishOr(english: string | undefined, turkish: string, min: number, max: number): string {
  return english && english.length >= min && english.length <= max ? english : turkish
}

export type CategoryInputDraft = z.input<typeof categoryInputSchema>
export type CategoryInput = z.output<typeof categoryInputSchema>

const orderEntry = z.object({
  id: z.string().trim().min(1).max(64),
  sortOrder: z
    .number({ error: 'admin.category.sort_order_invalid' })
    .int('admin.category.sort_order_invalid')
    .min(-1_000_000, 'admin.category.sort_order_invalid')
    .max(1_000_000, 'admin.category.sort_order_invalid'),
})

/** PUT /categories/update-order: new sort orders of some categories (siblings reordered by dragging). */
export const categoryOrderSchema = z.object({
  categories: z.array(orderEntry).min(1, 'admin.bulk.ids_required').max(500, 'admin.bulk.too_many'),
})

/** PUT /categories/bulk-update-order: sort orders and, when given, new parents (a drag across levels). */
export const categoryBulkOrderSchema = z.object({
  categories: z
    .array(
      orderEntry.extend({
        parentCategory: z
          .string()
          .trim()
          .max(64)
          .nullable()
          .optional()
          .transform((value) => (value === undefined ? undefined : value || null)),
      }),
    )
    .min(1, 'admin.bulk.ids_required')
    .max(500, 'admin.bulk.too_many'),
})

/** A node of the admin tree (GET /categories/admin): inactive included, with its own product count. */
export interface AdminCategoryNode {
  _id: string
  slug: string
  name: { tr?: string; en?: string }
  description: { tr?: string; en?: string }
  image: string | null
  parentCategory: string | null
  sortOrder: number
  isActive: boolean
  /** Products (any status) directly in this category. */
  productCount: number
  subcategories: AdminCategoryNode[]
  createdAt: string
  updatedAt: string
}

/** Ids of a category and all below it: what the parent picker must not offer (no category under itself). */
export function descendantIds(tree: readonly AdminCategoryNode[], id: string): Set<string> {
  const found = findNode(tree, id)
  const ids = new Set<string>()
  const walk = (node: AdminCategoryNode) => {
    ids.add(node._id)
    node.subcategories.forEach(walk)
  }
  if (found) walk(found)
  return ids
}

function findNode(nodes: readonly AdminCategoryNode[], id: string): AdminCategoryNode | undefined {
  for (const node of nodes) {
    if (node._id === id) return node
    const inner = findNode(node.subcategories, id)
    if (inner) return inner
  }
  return undefined
}
