import { IMAGE_VARIANT_WIDTHS, imageVariantKey } from '@shop/domain'
import { mediaObjects } from '../../api-worker/src/db/schema'
import type { SeedContext } from './context'

/** Stores a picture under `key` unless one is there already, and records it for the admin's media list. */
export async function putMediaIfMissing(
  ctx: SeedContext,
  key: string,
  render: () => Uint8Array,
): Promise<boolean> {
  if (await ctx.media.head(key)) return false
  const bytes = render()
  await ctx.media.put(key, bytes, { httpMetadata: { contentType: 'image/png' } })
  await ctx.db
    .insert(mediaObjects)
    .values({ key, contentType: 'image/png', size: bytes.length, folder: key.split('/')[0] ?? 'general' })
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
  draw: (width: number) => Uint8Array,
): Promise<boolean> {
  let stored = false
  for (const copyWidth of IMAGE_VARIANT_WIDTHS.filter((kept) => kept < width)) {
    const copyKey = imageVariantKey(key, copyWidth)
    if (await ctx.media.head(copyKey)) continue
    await ctx.media.put(copyKey, draw(copyWidth), { httpMetadata: { contentType: 'image/png' } })
    stored = true
  }
  return (await putMediaIfMissing(ctx, key, () => draw(width))) || stored
}

/** The path stored in the database for an R2 key; the storefront turns it into a full URL. */
export const mediaPath = (key: string) => `/media/${key}`
