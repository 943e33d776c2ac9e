import { LOW_STOCK_THRESHOLD } from '@shop/domain'
import { type Placeholder, sql } from 'drizzle-orm'
import { cacheGeneration, orderItems, products } from '../db/schema'
import type { D1Database, Db } from '../env'

/**
 * How long an isolate trusts the generation it last read. A write in this isolate moves it at once; another
 * isolate sees a staff change within this time.
 */
export const GENERATION_MEMO_MS = 2000

/**
 * From this age on, a request that can keep work running after its answer (`background`) still gets the kept
 * generation, and starts the next read beside it: under steady traffic no request waits for the primary.
 */
export const GENERATION_REFRESH_AFTER_MS = 1500

/** The generation an isolate last read, with the primary's bookmark at that read (null where D1 gives none). */
export interface GenerationRead {
  value: number
  bookmark: string | null
}

interface GenerationOptions {
  now?: number
  /** Keeps a read started for later requests running after this request's answer (its `waitUntil`). */
  background?: (work: Promise<unknown>) => void
}

let memo: (GenerationRead & { readAt: number }) | null = null
// The read under way, which every request that needs one joins; and what a write's `forget` moves on, so a read that
// began before the write neither answers later requests nor is kept.
let reading: Promise<GenerationRead> | null = null
let epoch = 0

/**
 * The current generation of the visitor cache (0 before the first staff write), read from the primary in a D1
 * session so the answer carries its bookmark: reads made after it under that bookmark (`replicaClientOf`) see at
 * least everything up to the write that moved the generation, from whichever replica is near.
 */
export async function cacheGenerationOf(
  d1: D1Database,
  { now = Date.now(), background }: GenerationOptions = {},
): Promise<GenerationRead> {
  const age = memo ? now - memo.readAt : Number.POSITIVE_INFINITY
  if (memo && age < GENERATION_MEMO_MS) {
    if (background && age >= GENERATION_REFRESH_AFTER_MS && !reading) {
      background(readGeneration(d1, now).catch(() => undefined))
    }
    return memo
  }
  return readGeneration(d1, now)
}

function readGeneration(d1: D1Database, now: number): Promise<GenerationRead> {
  if (reading) return reading
  const startedIn = epoch
  const read = (async () => {
    const session = d1.withSession('first-primary')
    const row = await session
      .prepare('SELECT value FROM cache_generation WHERE id = 1')
      .first<{ value: number }>()
    const generation = { value: row?.value ?? 0, bookmark: session.getBookmark() }
    if (epoch === startedIn) memo = { ...generation, readAt: now }
    return generation
  })()
  reading = read
  const done = () => {
    if (reading === read) reading = null
  }
  read.then(done, done)
  return read
}

/** The statement that moves the generation on, for a batch that changes what visitors read (a cancel's stock). */
export function cacheGenerationBump(db: Db) {
  return db
    .insert(cacheGeneration)
    .values({ id: 1, value: 1 })
    .onConflictDoUpdate({ target: cacheGeneration.id, set: { value: sql`${cacheGeneration.value} + 1` } })
    .returning({ value: cacheGeneration.value })
}

/**
 * For the end of an order's batch: moves the generation on only when the order left one of its products at or below
 * LOW_STOCK_THRESHOLD, where what visitors read changes in kind ("Stokta yok", the last-units note, the in-stock
 * filter). Above it a cached count may lag by the cache's lifetime; the order itself and the cart's quote always
 * read the database. Bumping on every order emptied the cache for every visitor under order load.
 */
export function cacheGenerationBumpForStock(db: Db, orderId: Placeholder | string) {
  const leftLow = sql`exists (select 1 from ${products} where ${products.stock} <= ${LOW_STOCK_THRESHOLD}
    and ${products.id} in (select oi.product_id from ${orderItems} oi where oi.order_id = ${orderId}))`
  return db
    .insert(cacheGeneration)
    .select(sql`select 1, 1 where ${leftLow}`)
    .onConflictDoUpdate({ target: cacheGeneration.id, set: { value: sql`${cacheGeneration.value} + 1` } })
}

/** After a batch that carried `cacheGenerationBump`: this isolate reads the new generation on its next request. */
export function forgetCacheGeneration() {
  memo = null
  reading = null
  epoch += 1
}

/** Moves the generation on: every answer cached before is never read again. */
export async function bumpCacheGeneration(db: Db): Promise<number> {
  const [row] = await cacheGenerationBump(db)
  // The next read takes the new value with the primary's bookmark after this write.
  forgetCacheGeneration()
  return row?.value ?? 0
}
