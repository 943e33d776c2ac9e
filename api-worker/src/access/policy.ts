import { type Role, STAFF_ROLES } from '@shop/domain'
import { Hono, type MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import { edgeCache } from '../cache/edge-cache'
import { bumpCacheGeneration } from '../cache/generation'
import { requireDeployToken } from '../deploy/deploy-token'
import type { AppEnv, AuthedEnv, SessionClaimsEnv } from '../env'
import { forbidden } from '../lib/errors'
import { message } from '../lib/messages'
import { authenticatedClaims, authenticatedUser } from '../middleware/auth'

/**
 * Who may call a route. Declared once per sub-app through the factories below, never per handler:
 * - public: anyone (a handler that answers more to a logged-in user reads `optionalUser(c)` itself);
 * - customer: any active, logged-in user;
 * - staff: admins and moderators (the catalogue, content pages, orders and the dashboard: docs/decisions.md);
 * - admin: admins only (users, exchange rates, settings);
 * - deploy: the deploy token only (remote builds and releases), never a user, whatever the role.
 */
export type Access = 'public' | 'customer' | 'staff' | 'admin' | 'deploy'

const ROLES_OF: Record<Exclude<Access, 'public' | 'customer' | 'deploy'>, readonly Role[]> = {
  staff: STAFF_ROLES,
  admin: ['admin'],
}

/** The property a policy guard carries, so the route table can be checked for a declaration on every route. */
export const ACCESS = Symbol.for('shop.access')

type Guard = MiddlewareHandler & { [ACCESS]: Access }

function tagged(access: Access, handler: MiddlewareHandler): Guard {
  return Object.assign(handler, { [ACCESS]: access })
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function guardFor(access: Exclude<Access, 'deploy'>, cached = false): Guard {
  if (access === 'public' && cached) return tagged(access, edgeCache())
  if (access === 'public') {
    return tagged(
      access,
      createMiddleware<AppEnv>(async function publicAccess(_c, next) {
        await next()
      }),
    )
  }
  const roles = access === 'customer' ? null : ROLES_OF[access]
  return tagged(
    access,
    createMiddleware<AuthedEnv>(async function requireAccess(c, next) {
      const user = await authenticatedUser(c)
      if (roles && !roles.includes(user.role)) throw forbidden(message('auth.access_denied'))
      c.set('user', user)
      await next()
      // Staff change what visitors read (catalogue, pages, settings, rates): what the edge cached goes stale.
      if (roles && WRITE_METHODS.has(c.req.method) && c.res.status < 400) await bumpCacheGeneration(c.var.db)
    }),
  )
}

/**
 * The customer guard for a handler that proves the session open inside its own D1 batch, so its hot path reads
 * nothing first (order placement: docs/decisions.md). Before the handler: the token alone (signature, algorithm,
 * expiry), its claims on `c.var.session`. After it: no answer leaves unless the session was proved open, by the
 * handler setting `sessionConfirmed` (its batch carried the check, or it read the session) or by a read here, which
 * answers 401 instead of whatever the handler answered (a 400 for a bad body, say). The handler's writes must carry the
 * session check themselves.
 */
function sessionInBatchGuard(): Guard {
  return tagged(
    'customer',
    createMiddleware<SessionClaimsEnv>(async function requireSessionInBatch(c, next) {
      c.set('session', await authenticatedClaims(c))
      await next()
      if (!c.var.sessionConfirmed && c.res.status !== 401) await authenticatedUser(c)
    }),
  )
}

/** The deploy token's guard: a bearer secret compared in constant time (deploy/deploy-token.ts). */
function deployTokenGuard(): Guard {
  return tagged(
    'deploy',
    createMiddleware<AppEnv>(async function requireDeploy(c, next) {
      await requireDeployToken(c)
      await next()
    }),
  )
}

/** The access a route table entry declares, if its handler is a policy guard. */
export function accessOf(handler: unknown): Access | undefined {
  return typeof handler === 'function' ? (handler as Partial<Guard>)[ACCESS] : undefined
}

const ROUTE_METHODS = ['get', 'post', 'put', 'delete', 'patch', 'options', 'all'] as const

/**
 * A sub-app whose every route runs the policy's guard before any other handler: the guard is put in front by the
 * app itself, so a route cannot be added without it. `use()` is refused because a sub-app's middleware would also
 * run for other sub-apps mounted on the same prefix; middleware goes on the route.
 */
function policyApp<E extends AppEnv>(
  access: Access,
  cached = false,
  guard = access === 'deploy' ? deployTokenGuard() : guardFor(access, cached),
): Hono<E> {
  const app = new Hono<E>()
  const methods = app as unknown as Record<string, (...args: unknown[]) => unknown>
  for (const method of ROUTE_METHODS) {
    const register = methods[method]
    if (!register) continue
    methods[method] = (first: unknown, ...rest: unknown[]) =>
      typeof first === 'string' ? register(first, guard, ...rest) : register(guard, first, ...rest)
  }
  const on = methods.on
  if (on)
    methods.on = (method: unknown, path: unknown, ...handlers: unknown[]) =>
      on(method, path, guard, ...handlers)
  methods.use = () => {
    throw new Error(`use() on a '${access}' sub-app: put middleware on the route instead`)
  }
  return app
}

/** Routes anyone may call. */
export const publicRoutes = () => policyApp<AppEnv>('public')
/** Routes anyone may call whose visitor answers the edge may keep (cache/edge-cache.ts): what the shop shows. */
export const cachedPublicRoutes = () => policyApp<AppEnv>('public', true)
/** Routes for any logged-in, active user; `c.var.user` is set. */
export const customerRoutes = () => policyApp<AuthedEnv>('customer')
/**
 * Routes for any logged-in, active user whose handler proves the session open in its own batch (`sessionInBatchGuard`);
 * `c.var.session` holds the token's claims, and `c.var.user` is not set.
 */
export const customerBatchRoutes = () => policyApp<SessionClaimsEnv>('customer', false, sessionInBatchGuard())
/** Routes for admins and moderators; `c.var.user` is set. */
export const staffRoutes = () => policyApp<AuthedEnv>('staff')
/** Routes for admins only; `c.var.user` is set. */
export const adminRoutes = () => policyApp<AuthedEnv>('admin')
/** Routes for the deploy token only (remote builds and releases); no user passes, an admin neither. */
export const deployRoutes = () => policyApp<AppEnv>('deploy')
