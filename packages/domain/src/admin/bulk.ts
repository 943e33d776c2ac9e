import { z } from 'zod'

/** Records one bulk call may touch: enough for a page of selections many times over, bounded for D1's batch. */
export const MAX_BULK_IDS = 500

export const idListSchema = z
  .array(z.string().trim().min(1).max(64))
  .min(1, 'admin.bulk.ids_required')
  .max(MAX_BULK_IDS, 'admin.bulk.too_many')
  .transform((ids) => [...new Set(ids)])

export const bulkIdsSchema = z.object({ ids: idListSchema })
export type BulkIds = z.infer<typeof bulkIdsSchema>

/** What every bulk call answers: the ids it changed and those it did not find (valid and unknown ids may mix). */
export interface BulkResult {
  updated: string[]
  notFound: string[]
}
