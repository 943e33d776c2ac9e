import type { Context } from 'hono'
import { findSessionUser } from '../db/queries/sessions'
import type { PublicUserRow } from '../db/queries/users'
import type { AppEnv } from '../env'
import { unauthorized } from '../lib/errors'
import { message } from '../lib/messages'
import { sessionCookieToken } from '../lib/session-cookie'
import { readToken, tokenSecret } from '../lib/tokens'

/** The logged-in user of a request, as a policy guard put it on the context (see access/policy.ts). */
export interface AuthUser extends PublicUserRow {
  sessionId: string
}

function bearerToken(c: Context): string | null {
  const header = c.req.header('Authorization') ?? ''
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1] ?? null
}

type Authentication = { user: AuthUser } | { failure: 'missing' | 'invalid' }

/**
 * The token comes from the Authorization header (API clients) or the session cookie (the shop's pages).
 * A token is good only while its signature and expiry check out, its session is open and its user active: so a
 * tampered, expired, logged-out or deactivated user's token all fail the same way.
 */
async function authenticate<E extends AppEnv>(c: Context<E>): Promise<Authentication> {
  const token = bearerToken(c) ?? sessionCookieToken(c)
  if (!token) return { failure: 'missing' }
  const claims = await readToken(tokenSecret(c.env), token)
  if (!claims) return { failure: 'invalid' }
  const user = await findSessionUser(c.var.db, claims.sessionId, claims.userId)
  return user ? { user: { ...user, sessionId: claims.sessionId } } : { failure: 'invalid' }
}

/** The request's user, or 401 (login required without a token, session expired with a bad one). */
export async function authenticatedUser<E extends AppEnv>(c: Context<E>): Promise<AuthUser> {
  const result = await authenticate(c)
  if ('user' in result) return result.user
  throw unauthorized(message(result.failure === 'missing' ? 'auth.login_required' : 'error.session_expired'))
}

/** The request's user when a valid token came; never fails. Public routes that answer more to a user use it. */
export async function optionalUser<E extends AppEnv>(c: Context<E>): Promise<AuthUser | undefined> {
  const result = await authenticate(c)
  return 'user' in result ? result.user : undefined
}
