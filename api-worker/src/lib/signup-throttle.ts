import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { loginAttempts } from '../db/schema'
import type { AppEnv, Db } from '../env'
import { clientAddress } from './login-throttle'
import { message } from './messages'

const MINUTE = 60_000

export interface SignupRule {
  /** Key prefix in login_attempts, followed by the client address. */
  prefix: string
  /** Sign-ups allowed from one address within one window; the next one is refused until the window ends. */
  limit: number
  windowMs: number
}

/**
 * A household or a clinic's front desk may open a few accounts in a row; five in ten minutes covers that, while a
 * script gets five, not hundreds.
 */
export const SIGNUP_BURST_RULE: SignupRule = { prefix: 'register:ip:', limit: 5, windowMs: 10 * MINUTE }
/** An office or a faculty behind one address signs up a handful a day; twenty a day stops a slow drip of fakes. */
export const SIGNUP_DAY_RULE: SignupRule = { prefix: 'register:day:', limit: 20, windowMs: 24 * 60 * MINUTE }

const RULES = [SIGNUP_BURST_RULE, SIGNUP_DAY_RULE] as const

/**
 * Counts one sign-up attempt under `key` in a single upsert, so parallel attempts are all counted. A window that has
 * passed starts a new count. Answers the count and when the window started.
 */
function countStatement(db: Db, key: string, rule: SignupRule, now: Date) {
  const nowText = now.toISOString()
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString()
  const restart = sql`(${loginAttempts.windowStartedAt} <= ${windowStart})`
  return db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStartedAt: nowText, lockedUntil: null })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${restart} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStartedAt: sql`case when ${restart} then ${nowText} else ${loginAttempts.windowStartedAt} end`,
      },
    })
    .returning({ failures: loginAttempts.failures, windowStartedAt: loginAttempts.windowStartedAt })
}

/** Addresses the throttle leaves alone: SIGNUP_UNTHROTTLED_ADDRESSES, a comma-separated list (tests, e2e runs). */
function unthrottled(c: Context<AppEnv>, address: string): boolean {
  const list = c.env.SIGNUP_UNTHROTTLED_ADDRESSES ?? ''
  return list
    .split(',')
    .map((entry) => entry.trim())
    .includes(address)
}

/**
 * Counts this sign-up for the client's address, and answers 429 with Retry-After (the end of the window that is
 * full) when the address has used up either allowance. Refused attempts count too, so hammering does not help.
 */
export async function countSignup(c: Context<AppEnv>, db: Db, now = new Date()): Promise<void> {
  const address = clientAddress(c)
  if (unthrottled(c, address)) return
  const [burst, day] = await db.batch([
    countStatement(db, `${SIGNUP_BURST_RULE.prefix}${address}`, SIGNUP_BURST_RULE, now),
    countStatement(db, `${SIGNUP_DAY_RULE.prefix}${address}`, SIGNUP_DAY_RULE, now),
  ])
  const waits = [burst[0], day[0]].flatMap((row, index) => {
    const rule = RULES[index]!
    if (!row || row.failures <= rule.limit) return []
    return [Date.parse(row.windowStartedAt) + rule.windowMs - now.getTime()]
  })
  if (!waits.length) return
  const seconds = Math.max(1, Math.ceil(Math.max(...waits) / 1000))
  c.header('Retry-After', String(seconds))
  const minutes = Math.ceil(seconds / 60)
  throw new HTTPException(429, {
    message:
      minutes > 60
        ? message('auth.too_many_signups_today', { hours: Math.ceil(minutes / 60) })
        : message('auth.too_many_signups', { minutes }),
  })
}
