import type { Context } from 'hono'
import { findSessionUser } from '../db/queries/sessions'
import type { PublicUserRow } from '../db/queries/users'
import type { AppEnv } from '../env'
import { unauthorized } from '../lib/errors'
import { message } from '../lib/messages'
import { sessionCookieToken } from '../lib/session-cookie'
import { readToken, type TokenClaims, tokenSecret } from '../lib/tokens'

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
type Claims = { claims: TokenClaims } | { failure: 'missing' | 'invalid' }

/** The token's claims when its signature, algorithm and expiry check out; nothing is read from the database. */
async function claimsOf<E extends AppEnv>(c: Context<E>): Promise<Claims> {
  const token = bearerToken(c) ?? sessionCookieToken(c)
  if (!token) return { failure: 'missing' }
  const claims = await readToken(tokenSecret(c.env), token)
  return claims ? { claims } : { failure: 'invalid' }
}

/**
 * The token comes from the Authorization header (API clients) or the session cookie (the shop's pages).
 * A token is good only while its signature and expiry check out, its session is open and its user active: so a
 * tampered, expired, logged-out or deactivated user's token all fail the same way.
 */
async function authenticate<E extends AppEnv>(c: Context<E>): Promise<Authentication> {
  const result = await claimsOf(c)
  if ('failure' in result) return result
  const { sessionId, userId } = result.claims
  const user = await findSessionUser(c.var.db, sessionId, userId)
  return user ? { user: { ...user, sessionId } } : { failure: 'invalid' }
}

const failureMessage = (failure: 'missing' | 'invalid') =>
  message(failure === 'missing' ? 'auth.login_required' : 'error.session_expired')

/**
 * The claims of the request's token, or 401 as `authenticatedUser` answers it, without reading the session: only for
 * a route that proves the session open itself before it answers (access/policy.ts `customerBatchRoutes`).
 */
export async function authenticatedClaims<E extends AppEnv>(c: Context<E>): Promise<TokenClaims> {
  const result = await claimsOf(c)
  if ('claims' in result) return result.claims
  throw unauthorized(failureMessage(result.failure))
}

/** The request's user, or 401 (login required without a token, session expired with a bad one). */
export async function authenticatedUser<E extends AppEnv>(c: Context<E>): Promise<AuthUser> {
  const result = await authenticate(c)
  if ('user' in result) return result.user
  throw unauthorized(failureMessage(result.failure))
}

/** The request's user when a valid token came; never fails. Public routes that answer more to a user use it. */
export async function optionalUser<E extends AppEnv>(c: Context<E>): Promise<AuthUser | undefined> {
  const result = await authenticate(c)
  return 'user' in result ? result.user : undefined
}
