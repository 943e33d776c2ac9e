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

/** The path stored in the database for an R2 key; the storefront turns it into a full URL. */
export const mediaPath = (key: string) => `/media/${key}`
