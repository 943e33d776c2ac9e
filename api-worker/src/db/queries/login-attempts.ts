import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { loginAttempts } from '../schema'

export interface ThrottleRule {
  /** Failures allowed within one window before the key is locked. */
  limit: number
  windowMs: number
  lockMs: number
}

/** The latest lock end among `keys` that is still in the future, or null. */
export async function lockedUntil(db: Db, keys: string[], now: Date): Promise<Date | null> {
  const rows = await db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, keys), gt(loginAttempts.lockedUntil, now.toISOString())))
  const ends = rows.flatMap((row) => (row.lockedUntil ? [Date.parse(row.lockedUntil)] : []))
  return ends.length ? new Date(Math.max(...ends)) : null
}

/**
 * Counts one failure for a key in a single upsert, so parallel failures are all counted. A window that has passed,
 * or a lock that has ended, starts a new count; reaching the limit sets the lock. Answers the count so far.
 */
function recordFailureStatement(db: Db, key: string, rule: ThrottleRule, now: Date) {
  const nowText = now.toISOString()
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString()
  const lockEnd = new Date(now.getTime() + rule.lockMs).toISOString()
  const restart: SQL = sql`(${loginAttempts.windowStartedAt} <= ${windowStart} or (${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= ${nowText}))`
  const next: SQL = sql`(case when ${restart} then 1 else ${loginAttempts.failures} + 1 end)`
  return db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStartedAt: nowText, lockedUntil: rule.limit <= 1 ? lockEnd : null })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: next,
        windowStartedAt: sql`case when ${restart} then ${nowText} else ${loginAttempts.windowStartedAt} end`,
        lockedUntil: sql`case when ${next} >= ${rule.limit} then ${lockEnd} when ${restart} then null else ${loginAttempts.lockedUntil} end`,
      },
    })
    .returning({ key: loginAttempts.key, failures: loginAttempts.failures })
}

/** Records a failure under each key (each with its own rule), in one batch; answers the counts by key. */
export async function recordFailures(
  db: Db,
  entries: [{ key: string; rule: ThrottleRule }, ...{ key: string; rule: ThrottleRule }[]],
  now: Date,
): Promise<Map<string, number>> {
  const [first, ...rest] = entries.map(({ key, rule }) => recordFailureStatement(db, key, rule, now))
  const results = await db.batch([first!, ...rest])
  return new Map(results.flat().map((row) => [row.key, row.failures]))
}

/** True when `key` counted a failure within the last `windowMs`. */
export async function hasRecentFailures(db: Db, key: string, windowMs: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - windowMs).toISOString()
  const row = await db
    .select({ key: loginAttempts.key })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.windowStartedAt, since)))
    .get()
  return row !== undefined
}

export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, keys))
}
