import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { clearFailures, lockedUntil, recordFailures, type ThrottleRule } from '../db/queries/login-attempts'
import type { AppEnv, Db } from '../env'
import { message } from './messages'

const MINUTE = 60_000

/** Guessing one account's password: 5 failures within 15 minutes lock that e-mail for 15 minutes. */
export const EMAIL_RULE: ThrottleRule = { limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE }
/** Trying many accounts from one address: 20 failures (an office may share one address) lock it for 15 minutes. */
export const ADDRESS_RULE: ThrottleRule = { limit: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE }
/** Each failure after the first answers this much later, up to 4 steps. */
const DEFAULT_DELAY_STEP_MS = 250
const MAX_DELAY_STEPS = 4

/** The client's address as Cloudflare reports it; behind other proxies the first X-Forwarded-For entry. */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim()
  return c.req.header('CF-Connecting-IP')?.trim() || forwarded || 'local'
}

export function throttleKeys(c: Context, email: string) {
  return { email: `email:${email}`, address: `ip:${clientAddress(c)}` }
}

/** 429 with Retry-After while either key is locked. */
export async function refuseWhileLocked(c: Context, db: Db, keys: string[], now = new Date()): Promise<void> {
  const until = await lockedUntil(db, keys, now)
  if (!until) return
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))
  c.header('Retry-After', String(seconds))
  throw new HTTPException(429, {
    message: message('auth.too_many_attempts', { minutes: Math.ceil(seconds / 60) }),
  })
}

/** Counts a failed login under both keys, then waits a little longer for each repeated failure of the e-mail. */
export async function recordFailedLogin(
  c: Context<AppEnv>,
  db: Db,
  keys: { email: string; address: string },
): Promise<void> {
  const counts = await recordFailures(
    db,
    [
      { key: keys.email, rule: EMAIL_RULE },
      { key: keys.address, rule: ADDRESS_RULE },
    ],
    new Date(),
  )
  const failures = counts.get(keys.email) ?? 1
  const step = Number(c.env.LOGIN_DELAY_STEP_MS ?? DEFAULT_DELAY_STEP_MS)
  const delay =
    Math.min(failures - 1, MAX_DELAY_STEPS) * (Number.isFinite(step) ? step : DEFAULT_DELAY_STEP_MS)
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
}

/** A successful login forgets the e-mail's failures (the address keeps its count). */
export function forgetFailures(db: Db, emailKey: string): Promise<void> {
  return clearFailures(db, emailKey)
}
