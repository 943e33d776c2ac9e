import type { D1Database, R2Bucket } from '@cloudflare/workers-types/index.ts'
import type { BatchItem } from 'drizzle-orm/batch'
import { type DrizzleD1Database, drizzle } from 'drizzle-orm/d1'
import * as schema from '../../api-worker/src/db/schema'

export type SeedDb = DrizzleD1Database<typeof schema>

export interface SeedContext {
  db: SeedDb
  media: R2Bucket
}

export function seedContext(d1: D1Database, media: R2Bucket): SeedContext {
  return { db: drizzle(d1, { schema }), media }
}

/** D1 batches are one transaction each; ~100 statements keeps each round trip small and fast. */
export async function runBatched(db: SeedDb, statements: BatchItem<'sqlite'>[], size = 100): Promise<void> {
  for (let start = 0; start < statements.length; start += size) {
    const [first, ...rest] = statements.slice(start, start + size)
    if (first) await db.batch([first, ...rest])
  }
}
