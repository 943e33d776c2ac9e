import { sql } from 'drizzle-orm'
import { cacheGeneration } from '../db/schema'
import type { Db } from '../env'

/**
 * How long an isolate trusts the generation it last read. A write in this isolate moves it at once; another
 * isolate sees a staff change within this time.
 */
export const GENERATION_MEMO_MS = 2000

let memo: { value: number; readAt: number } | null = null

/** The current generation of the visitor cache (0 before the first staff write). */
export async function cacheGenerationOf(db: Db, now = Date.now()): Promise<number> {
  if (memo && now - memo.readAt < GENERATION_MEMO_MS) return memo.value
  const [row] = await db.select({ value: cacheGeneration.value }).from(cacheGeneration).limit(1)
  memo = { value: row?.value ?? 0, readAt: now }
  return memo.value
}

/** The statement that moves the generation on, for a batch that changes what visitors read (an order's stock). */
export function cacheGenerationBump(db: Db) {
  return db
    .insert(cacheGeneration)
    .values({ id: 1, value: 1 })
    .onConflictDoUpdate({ target: cacheGeneration.id, set: { value: sql`${cacheGeneration.value} + 1` } })
    .returning({ value: cacheGeneration.value })
}

/** After a batch that carried `cacheGenerationBump`: this isolate reads the new generation on its next request. */
export function forgetCacheGeneration() {
  memo = null
}

/** Moves the generation on: every answer cached before is never read again. */
export async function bumpCacheGeneration(db: Db): Promise<number> {
  const [row] = await cacheGenerationBump(db)
  memo = { value: row?.value ?? 0, readAt: Date.now() }
  return memo.value
}
