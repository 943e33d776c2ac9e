import type { Context } from 'hono'
import { decode } from 'hono/jwt'
import { extendSession } from '../db/queries/sessions'
import type { AuthedEnv } from '../env'
import { sessionCookieToken, setSessionCookie } from './session-cookie'
import { issueToken, TOKEN_TTL_SECONDS, tokenSecret } from './tokens'

/** How long after its login a session can still be renewed; past it, the person signs in again. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/**
 * Renews the browser's session once it is past half its life, so a person who opens the shop every few days is not
 * signed out in the middle of their work every seventh day: the session and its cookie then end 7 days after the
 * renewal, never later than 30 days after the login. Called by GET /auth/profile, the check every page load makes.
 * API clients with a bearer token keep the token they were given.
 */
export async function renewSessionCookie(c: Context<AuthedEnv>, now: Date = new Date()): Promise<void> {
  const token = c.req.header('Authorization') ? null : sessionCookieToken(c)
  if (!token) return
  const nowSeconds = Math.floor(now.getTime() / 1000)
  // The guard verified this token; its end says, without a write, whether the session is in its second half.
  const { exp } = decode(token).payload
  if (typeof exp !== 'number' || exp - nowSeconds > TOKEN_TTL_SECONDS / 2) return
  const { user } = c.var
  const renewed = await extendSession(
    c.var.db,
    { id: user.sessionId, userId: user.id },
    {
      expiresAt: new Date((nowSeconds + TOKEN_TTL_SECONDS) * 1000),
      renewBefore: new Date((nowSeconds + TOKEN_TTL_SECONDS / 2) * 1000),
      startedAfter: new Date((nowSeconds - SESSION_MAX_AGE_SECONDS) * 1000),
      now,
    },
  )
  if (!renewed) return
  const renewal = await issueToken(
    tokenSecret(c.env),
    { userId: user.id, sessionId: user.sessionId },
    nowSeconds,
  )
  setSessionCookie(c, renewal.token)
}
