import { IMAGE_VARIANT_WIDTHS, imageVariantKey, type PICTURE_QUALITY } from '@shop/domain'
import { mediaObjects } from '../../api-worker/src/db/schema'
import type { SeedContext } from './context'

/** Whether a picture is the one stored under its key or one of its smaller copies (they are encoded differently). */
export type PictureRole = keyof typeof PICTURE_QUALITY

/** Bytes of a picture: drawn (PNG) or drawn and encoded (WebP, webp.ts). */
type Render = () => Uint8Array | Promise<Uint8Array>

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', webp: 'image/webp' }

/** A picture's type, named by its key's extension (the seed stores PNG and WebP only). */
export function contentTypeOf(key: string): string {
  const type = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)]
  if (!type) throw new Error(`the seed stores PNG or WebP pictures, not ${key}`)
  return type
}

/**
 * Seeded product and category pictures are WebP like an admin's uploads (the logo stays a PNG): about a sixth of
 * the drawn PNG's bytes at the same size.
 */
export const productPictureKey = (slug: string) => `products/${slug}.webp`
export const categoryPictureKey = (slug: string) => `categories/${slug}.webp`

/** Stores a picture under `key` unless one is there already, and records it for the admin's media list. */
export async function putMediaIfMissing(ctx: SeedContext, key: string, render: Render): Promise<boolean> {
  if (await ctx.media.head(key)) return false
  const bytes = await render()
  const contentType = contentTypeOf(key)
  await ctx.media.put(key, bytes, { httpMetadata: { contentType } })
  await ctx.db
    .insert(mediaObjects)
    .values({ key, contentType, size: bytes.length, folder: key.split('/')[0] ?? 'general' })
    .onConflictDoNothing()
  return true
}

/**
 * Stores a drawn picture `width` px wide under `key` and, under their own keys, its smaller copies at each kept width
 * below that (responsive-image.ts), drawing each at its size. Only what is missing is drawn: a state seeded before
 * the copies existed gains them. Answers whether anything was stored.
 */
export async function putPictureIfMissing(
  ctx: SeedContext,
  key: string,
  width: number,
  draw: (width: number, role: PictureRole) => Uint8Array | Promise<Uint8Array>,
): Promise<boolean> {
  const copies = IMAGE_VARIANT_WIDTHS.filter((kept) => kept < width).map((copyWidth) => ({
    copyWidth,
    copyKey: imageVariantKey(key, copyWidth),
  }))
  const missing = await Promise.all(copies.map(async (copy) => !(await ctx.media.head(copy.copyKey))))
  // Drawn one after another (drawing is JavaScript) while the earlier ones encode on libuv's threads.
  const stored = await Promise.all([
    putMediaIfMissing(ctx, key, () => draw(width, 'original')),
    ...copies
      .filter((_, index) => missing[index])
      .map(async ({ copyWidth, copyKey }) => {
        const bytes = await draw(copyWidth, 'copy')
        await ctx.media.put(copyKey, bytes, { httpMetadata: { contentType: contentTypeOf(key) } })
        return true
      }),
  ])
  return stored.some(Boolean)
}

/** The path stored in the database for an R2 key; the storefront turns it into a full URL. */
export const mediaPath = (key: string) => `/media/${key}`
