import { IMAGE_VARIANT_WIDTHS, imageVariantKey } from '@shop/domain'
import { eq, or } from 'drizzle-orm'
import { contains } from '../db/queries/contains'
import { categories, mediaObjects, products, settings } from '../db/schema'
import type { Db, R2Bucket } from '../env'

const MEDIA_PREFIX = '/media/'

/** The R2 key behind a stored media path, or null for an outside address. */
export function mediaKeyOf(path: string): string | null {
  return path.startsWith(MEDIA_PREFIX) ? path.slice(MEDIA_PREFIX.length) : null
}

/** Whether any product (images, videos), category image or settings value still refers to the path. */
export async function isMediaInUse(db: Db, path: string): Promise<boolean> {
  const quoted = JSON.stringify(path)
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(or(contains(products.images, quoted), contains(products.videos, quoted)))
    .limit(1)
  if (product) return true
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.image, path))
    .limit(1)
  if (category) return true
  const [setting] = await db
    .select({ group: settings.group })
    .from(settings)
    .where(contains(settings.value, quoted))
    .limit(1)
  return setting !== undefined
}

/**
 * Deletes from R2 (and the media list) each of `paths` that nothing refers to any more, with its smaller copies:
 * called after a write has dropped them, so an image removed from a product does not linger unless another record
 * still shows it.
 * Answers the paths removed.
 */
export async function releaseUnusedMedia(
  db: Db,
  bucket: R2Bucket,
  paths: readonly string[],
): Promise<string[]> {
  const removed: string[] = []
  for (const path of new Set(paths)) {
    const key = mediaKeyOf(path)
    if (!key || (await isMediaInUse(db, path))) continue
    await bucket.delete(withCopies(key))
    await db.delete(mediaObjects).where(eq(mediaObjects.key, key))
    removed.push(path)
  }
  return removed
}

/** A stored object's key and the keys of its smaller copies (a picture's; other files have none, and R2 ignores them). */
export function withCopies(key: string): string[] {
  return [key, ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantKey(key, width))]
}
