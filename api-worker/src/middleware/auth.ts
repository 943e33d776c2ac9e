import type { Role } from '@shop/domain'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { findSessionUser } from '../db/queries/sessions'
import type { PublicUserRow } from '../db/queries/users'
import type { AppEnv } from '../env'
import { forbidden, unauthorized } from '../lib/errors'
import { message } from '../lib/messages'
import { readToken, tokenSecret } from '../lib/tokens'

/** The logged-in user of a request, as the auth middleware put it on the context. */
export interface AuthUser extends PublicUserRow {
  sessionId: string
}

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by `requireAuth()` / `requireRole()`, and by `optionalAuth()` when a valid token came. */
    user: AuthUser
  }
}

function bearerToken(c: Context): string | null {
  const header = c.req.header('Authorization') ?? ''
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1] ?? null
}

type Authentication = { user: AuthUser } | { failure: 'missing' | 'invalid' }

/**
 * A token is good only while its signature and expiry check out, its session is open and its user active: so a
 * tampered, expired, logged-out or deactivated user's token all fail the same way.
 */
async function authenticate(c: Context<AppEnv>): Promise<Authentication> {
  const token = bearerToken(c)
  if (!token) return { failure: 'missing' }
  const claims = await readToken(tokenSecret(c.env), token)
  if (!claims) return { failure: 'invalid' }
  const user = await findSessionUser(c.var.db, claims.sessionId, claims.userId)
  return user ? { user: { ...user, sessionId: claims.sessionId } } : { failure: 'invalid' }
}

async function authenticatedUser(c: Context<AppEnv>): Promise<AuthUser> {
  const result = await authenticate(c)
  if ('user' in result) return result.user
  throw unauthorized(message(result.failure === 'missing' ? 'auth.login_required' : 'error.session_expired'))
}

/** 401 unless the request carries a valid token; puts the user on `c.var.user`. */
export const requireAuth = () =>
  createMiddleware<AppEnv>(async function requireAuth(c, next) {
    c.set('user', await authenticatedUser(c))
    await next()
  })

/** 401 without a valid token, 403 when the user's role is not one of `roles`. */
export const requireRole = (...roles: [Role, ...Role[]]) =>
  createMiddleware<AppEnv>(async function requireRole(c, next) {
    const user = await authenticatedUser(c)
    if (!roles.includes(user.role)) throw forbidden(message('auth.access_denied'))
    c.set('user', user)
    await next()
  })

/**
 * For public routes that answer more to a logged-in user: sets `c.var.user` when a valid token came and never fails,
 * so such a route reads `c.get('user')` as possibly undefined.
 */
export const optionalAuth = () =>
  createMiddleware<AppEnv>(async function optionalAuth(c, next) {
    const result = await authenticate(c)
    if ('user' in result) c.set('user', result.user)
    await next()
  })
