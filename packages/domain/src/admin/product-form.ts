import { z } from 'zod'
import { LOW_STOCK_THRESHOLD, MAX_PRICE, PAGE_SIZE } from '../constants'
import { paginationQuerySchema } from '../product'
import { SLUG_PATTERN } from '../slug'
import { amountFromInput, decimalFromInput } from './form-values'
import { normalizeSku, SKU_PATTERN } from './sku'

export const MAX_PRODUCT_IMAGES = 20
export const MAX_PRODUCT_VIDEOS = 5
export const MAX_SPECIFICATIONS = 50
export const MAX_STOCK = 1_000_000
export const PRODUCT_DESCRIPTION_MIN = 10
/** English texts shorter than these are dropped before sending (admin.md §5) and filled by translation instead. */
export const ENGLISH_NAME_MIN = 2
export const ENGLISH_DESCRIPTION_MIN = 10

/** A stored media path (`/media/...`, what uploads answer) or an absolute https address. */
export const mediaPathSchema = z
  .string()
  .trim()
  .max(2048, 'validation.too_long')
  .refine(
    (value) => /^\/media\/[\w./-]+$/.test(value) || /^https:\/\/\S+$/.test(value),
    'admin.product.media_invalid',
  )

/** English is optional everywhere; a text too short to be one is dropped (`undefined`), never stored. */
const optionalEnglish = (min: number, max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.too_long')
    .optional()
    .transform((value) => (value && value.length >= min ? value : undefined))

const price = z.preprocess(
  amountFromInput(decimalFromInput),
  z
    .number({ error: 'admin.product.price_invalid' })
    .positive('admin.product.price_invalid')
    .max(MAX_PRICE, 'admin.product.price_invalid'),
)

/** Empty, missing or 0 means no discount. */
const discountPrice = z.preprocess(
  amountFromInput((value) => {
    const parsed = decimalFromInput(value)
    return parsed === undefined || parsed === 0 ? null : parsed
  }),
  z
    .number({ error: 'admin.product.discount_invalid' })
    .positive('admin.product.discount_invalid')
    .max(MAX_PRICE, 'admin.product.price_invalid')
    .nullable(),
)

const stock = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? 0 : decimalFromInput(value)),
  z
    .number({ error: 'admin.product.stock_invalid' })
    .int('admin.product.stock_invalid')
    .min(0, 'admin.product.stock_invalid')
    .max(MAX_STOCK, 'admin.product.stock_invalid'),
)

const specificationSchema = z.object({
  key: z.object({
    tr: z.string().trim().max(200, 'validation.too_long').default(''),
    en: z.string().trim().max(200).optional(),
  }),
  value: z.object({
    tr: z.string().trim().max(1000, 'validation.too_long').default(''),
    en: z.string().trim().max(1000).optional(),
  }),
})

/**
 * A product as the admin form sends it and POST/PUT /products take it (admin.md §5). Every message is a catalogue
 * key; the API answers it in the caller's language and the form shows the same words. Unknown fields (the short
 * description the spec removes before sending) are dropped.
 */
export const productInputSchema = z
  .object({
    name: z.object(
      {
        tr: z
          .string({ error: 'admin.product.name_required' })
          .trim()
          .min(1, 'admin.product.name_required')
          .max(200, 'validation.too_long'),
        en: optionalEnglish(ENGLISH_NAME_MIN, 200),
      },
      { error: 'admin.product.name_required' },
    ),
    description: z.object(
      {
        tr: z
          .string({ error: 'admin.product.description_min' })
          .trim()
          .min(PRODUCT_DESCRIPTION_MIN, 'admin.product.description_min')
          .max(20_000, 'validation.too_long'),
        en: optionalEnglish(ENGLISH_DESCRIPTION_MIN, 20_000),
      },
      { error: 'admin.product.description_min' },
    ),
    sku: z
      .string({ error: 'admin.product.sku_required' })
      .trim()
      .min(1, 'admin.product.sku_required')
      .max(40, 'validation.too_long')
      .transform(normalizeSku)
      .pipe(z.string().regex(SKU_PATTERN, 'admin.product.sku_invalid')),
    /** Derived from the Turkish name when absent. */
    slug: z
      .string()
      .trim()
      .max(160, 'validation.too_long')
      .regex(SLUG_PATTERN, 'admin.category.slug_invalid')
      .optional(),
    category: z
      .string({ error: 'admin.product.category_required' })
      .trim()
      .min(1, 'admin.product.category_required')
      .max(64, 'validation.too_long'),
    price,
    discountPrice: discountPrice.optional().transform((value) => value ?? null),
    stock,
    images: z
      .array(mediaPathSchema, { error: 'admin.product.image_required' })
      .min(1, 'admin.product.image_required')
      .max(MAX_PRODUCT_IMAGES, 'admin.product.too_many_images'),
    videos: z.array(mediaPathSchema).max(MAX_PRODUCT_VIDEOS, 'admin.product.too_many_videos').default([]),
    specifications: z.array(specificationSchema).max(MAX_SPECIFICATIONS, 'validation.too_long').default([]),
    isActive: z.boolean().default(true),
    isFeatured: z.boolean().default(false),
  })
  .superRefine((product, ctx) => {
    // Refinements run beside the fields' own rules; an invalid price already has its message.
    const priceValid = Number.isFinite(product.price) && product.price > 0
    if (priceValid && product.discountPrice !== null && product.discountPrice >= product.price) {
      ctx.addIssue({ code: 'custom', path: ['discountPrice'], message: 'admin.product.discount_too_high' })
    }
    product.specifications.forEach((spec, index) => {
      if (!spec.key.tr) {
        ctx.addIssue({
          code: 'custom',
          path: ['specifications', index, 'key', 'tr'],
          message: 'admin.product.spec_name_required',
        })
      }
      if (!spec.value.tr) {
        ctx.addIssue({
          code: 'custom',
          path: ['specifications', index, 'value', 'tr'],
          message: 'admin.product.spec_value_required',
        })
      }
    })
  })

/** What the form holds before parsing (numbers may still be text). */
export type ProductInputDraft = z.input<typeof productInputSchema>
export type ProductInput = z.output<typeof productInputSchema>

const booleanParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

export const PRODUCT_STATUS_FILTERS = ['all', 'active', 'inactive'] as const
export type ProductStatusFilter = (typeof PRODUCT_STATUS_FILTERS)[number]

/** GET /products/admin: every product, inactive included, newest first. */
export const adminProductListQuerySchema = paginationQuerySchema.extend({
  limit: paginationQuerySchema.shape.limit.removeDefault().default(PAGE_SIZE.adminProducts),
  q: z.string().trim().max(200, 'validation.too_long').optional(),
  category: z.string().trim().max(64, 'validation.too_long').optional(),
  status: z.enum(PRODUCT_STATUS_FILTERS).default('all'),
  /** true: stock at or below the low-stock threshold (5), out of stock included; false: above it. */
  lowStock: booleanParam.optional(),
})
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>

export const stockUpdateSchema = z.object({ stock })

export const bulkStockUpdateSchema = z.object({
  products: z
    .array(z.object({ id: z.string().trim().min(1).max(64), stock }))
    .min(1, 'admin.bulk.ids_required')
    .max(500, 'admin.bulk.too_many'),
})

/** GET /products/stats. */
export interface ProductStats {
  total: number
  active: number
  inactive: number
  featured: number
  discounted: number
  outOfStock: number
  lowStock: number
}

/** Stock colouring of the admin table (admin.md §2): at or below 0 red, at or below 5 orange, otherwise green. */
export function stockLevel(stock: number): 'out' | 'low' | 'ok' {
  if (stock <= 0) return 'out'
  if (stock <= LOW_STOCK_THRESHOLD) return 'low'
  return 'ok'
}
