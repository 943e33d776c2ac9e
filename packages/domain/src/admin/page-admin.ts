import { z } from 'zod'
import type { LocalizedText } from '../localized'
import { SLUG_PATTERN, slugify } from '../slug'

export const PAGE_TITLE_MAX = 200
export const PAGE_SLUG_MAX = 120
/** Per language, in UTF-8 bytes of the HTML as sent (before sanitising, which only ever shortens it). */
export const PAGE_CONTENT_MAX_BYTES = 200 * 1024
export const PAGE_SEARCH_MAX = 100

/**
 * First path segments the shop already answers (packages/domain/src/page-routes.ts, mfe-storefront/src/app.tsx, the
 * worker's /api and /media, the built /remotes and /static) and the English addresses the storefront maps to a
 * Turkish page (mfe-storefront/src/features/content/lib/content-slugs.ts: /about shows `hakkimizda`). A content page
 * is served at `/<slug>`, so a page with one of these slugs could never be reached; `admin` would also be read as
 * the staff list `GET /api/pages/admin`.
 */
export const RESERVED_PAGE_SLUGS = [
  '404',
  'about',
  'admin',
  'api',
  'cart',
  'categories',
  'category',
  'checkout',
  'contact',
  'faq',
  'login',
  'media',
  'orders',
  'privacy',
  'products',
  'profile',
  'register',
  'remotes',
  'returns',
  'shipping',
  'static',
  'terms',
  'wishlist',
] as const

export function isReservedPageSlug(slug: string): boolean {
  return (RESERVED_PAGE_SLUGS as readonly string[]).includes(slug)
}

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length

// A form with an empty editor may send null: no content, like an empty string.
const html = z
  .string()
  .refine((value) => utf8Bytes(value) <= PAGE_CONTENT_MAX_BYTES, 'admin.page.content_too_large')
  .nullish()
  .transform((value) => value ?? '')

/**
 * A content page as the admin form sends it and POST/PUT /pages take it (admin.md §5): the Turkish title is
 * required, the slug is built from it when empty, the content is HTML per language (sanitised by the API before it
 * is stored), and a page is a draft unless published.
 */
export const pageInputSchema = z
  .object({
    title: z.object(
      {
        tr: z
          .string({ error: 'admin.page.title_required' })
          .trim()
          .min(1, 'admin.page.title_required')
          .max(PAGE_TITLE_MAX, 'validation.too_long'),
        en: z
          .string()
          .trim()
          .max(PAGE_TITLE_MAX, 'validation.too_long')
          .nullish()
          .transform((value) => value ?? ''),
      },
      { error: 'admin.page.title_required' },
    ),
    slug: z
      .string()
      .trim()
      .max(PAGE_SLUG_MAX, 'validation.too_long')
      .optional()
      .refine((value) => !value || SLUG_PATTERN.test(value), 'admin.category.slug_invalid'),
    content: z.object({ tr: html, en: html }).default({ tr: '', en: '' }),
    isPublished: z.boolean().default(false),
  })
  .transform((page, ctx) => {
    const slug = page.slug || slugify(page.title.tr).slice(0, PAGE_SLUG_MAX).replace(/-+$/, '')
    // A title of only punctuation gives no slug of its own: the form must then be given one.
    if (!slug) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: 'admin.category.slug_invalid' })
      return z.NEVER
    }
    if (isReservedPageSlug(slug)) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: 'admin.page.slug_reserved' })
      return z.NEVER
    }
    return { ...page, slug }
  })

export type PageInputDraft = z.input<typeof pageInputSchema>
export type PageInput = z.output<typeof pageInputSchema>

/** GET /pages/admin: an optional search over the Turkish title, the English title and the slug. */
export const adminPageListQuerySchema = z.object({
  q: z.string().trim().max(PAGE_SEARCH_MAX, 'validation.too_long').optional(),
})

/** A row of the admin list (GET /pages/admin): drafts included, without the content. */
export interface AdminPageSummary {
  _id: string
  slug: string
  title: LocalizedText
  isPublished: boolean
  createdAt: string
  updatedAt: string
}
