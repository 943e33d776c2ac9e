import { and, asc, gt, lt } from 'drizzle-orm'
import { mediaObjects } from '../db/schema'
import type { Db, R2Bucket } from '../env'
import { releaseUnusedMedia } from '../lib/media-usage'

const DAY_MS = 24 * 60 * 60 * 1000
/** An upload nobody has referred to for a day was left behind by a form closed without saving. */
export const ORPHAN_AFTER_MS = DAY_MS
/**
 * Only uploads of the last week are looked at: an object that was once referred to is released when the record
 * drops it (media-usage.ts), so only fresh uploads can be orphans, and the daily run's work follows recent uploads,
 * not the size of the media library. A week leaves several daily runs to catch each one.
 */
export const ORPHAN_WINDOW_MS = 8 * DAY_MS
const PAGE = 100

/** Deletes last week's uploads, older than a day, that no product, category or setting refers to. */
export async function releaseOrphanMedia(
  db: Db,
  bucket: R2Bucket,
  now: Date = new Date(),
): Promise<string[]> {
  const newest = new Date(now.getTime() - ORPHAN_AFTER_MS).toISOString()
  const oldest = new Date(now.getTime() - ORPHAN_WINDOW_MS).toISOString()
  const removed: string[] = []
  let after: string | undefined
  for (;;) {
    const rows = await db
      .select({ key: mediaObjects.key })
      .from(mediaObjects)
      .where(
        and(
          lt(mediaObjects.createdAt, newest),
          gt(mediaObjects.createdAt, oldest),
          after === undefined ? undefined : gt(mediaObjects.key, after),
        ),
      )
      .orderBy(asc(mediaObjects.key))
      .limit(PAGE)
    removed.push(
      ...(await releaseUnusedMedia(
        db,
        bucket,
        rows.map((row) => `/media/${row.key}`),
      )),
    )
    if (rows.length < PAGE) return removed
    after = rows.at(-1)?.key
  }
}
