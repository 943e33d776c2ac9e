import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import {
  clearFailures,
  hasRecentFailures,
  lockedUntil,
  recordFailures,
  type ThrottleRule,
} from '../db/queries/login-attempts'
import type { AppEnv, Db } from '../env'
import { message } from './messages'

const MINUTE = 60_000

/** One client guessing one account's password: 5 failures within 15 minutes lock that client out of that e-mail. */
export const CLIENT_EMAIL_RULE: ThrottleRule = { limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE }
/**
 * Many clients guessing one account: after 30 failures within 15 minutes the e-mail is refused for 15 minutes to every
 * client that has failed a login itself; a client with no failures still gets in with the right password, so nobody
 * can lock the owner out.
 */
export const EMAIL_RULE: ThrottleRule = { limit: 30, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE }
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

export interface ThrottleKeys {
  /** This client and this e-mail. */
  client: string
  email: string
  address: string
}

export function throttleKeys(c: Context, email: string): ThrottleKeys {
  const address = clientAddress(c)
  return { client: `client:${address}|${email}`, email: `email:${email}`, address: `ip:${address}` }
}

/**
 * 429 with Retry-After while this client is locked out of the e-mail, the address is locked, or the e-mail is under
 * attack and this address has failed logins of its own.
 */
export async function refuseWhileLocked(
  c: Context,
  db: Db,
  keys: ThrottleKeys,
  now = new Date(),
): Promise<void> {
  let until = await lockedUntil(db, [keys.client, keys.address], now)
  if (!until && (await hasRecentFailures(db, keys.address, ADDRESS_RULE.windowMs, now))) {
    until = await lockedUntil(db, [keys.email], now)
  }
  if (!until) return
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))
  c.header('Retry-After', String(seconds))
  throw new HTTPException(429, {
    message: message('auth.too_many_attempts', { minutes: Math.ceil(seconds / 60) }),
  })
}

/** Counts a failed login under every key, then waits a little longer for each repeated failure of the e-mail. */
export async function recordFailedLogin(c: Context<AppEnv>, db: Db, keys: ThrottleKeys): Promise<void> {
  const counts = await recordFailures(
    db,
    [
      { key: keys.client, rule: CLIENT_EMAIL_RULE },
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

/** A successful login forgets the e-mail's failures, everywhere and for this client (the address keeps its count). */
export function forgetFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  return clearFailures(db, [keys.client, keys.email])
}
