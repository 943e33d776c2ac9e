import { env } from 'cloudflare:workers'
import { sign } from 'hono/jwt'
import type { Access } from '../../../src/access/policy'
import { SESSION_COOKIE } from '../../../src/lib/session-cookie'
import { userWithRole } from '../../helpers/staff'
import { hasBody, type RouteEntry } from './route-table'
import { send } from './send'

/**
 * Who may pass each access level: the shop's roles, and the deploy token for the deploy routes only (no role passes
 * those); every other principal is a visitor to the guards.
 */
const PASSES: Record<'customer' | 'moderator' | 'admin', readonly Access[]> = {
  customer: ['public', 'customer'],
  moderator: ['public', 'customer', 'staff'],
  admin: ['public', 'customer', 'staff', 'admin'],
}

export interface Principal {
  name: string
  /** Headers for one request to `route`, or null when this principal does not apply to it. */
  headers: (route: RouteEntry) => Promise<Record<string, string> | null>
  /** Whether the route's declared access lets this principal through. */
  allowed: (access: Access) => boolean
}

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

function payloadOf(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? ''
  return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
const visitorOnly = (access: Access) => access === 'public'

/**
 * The principals of the matrix. The three roles get a fresh session for every request, so a route that ends a session
 * cannot spoil the next call; the broken tokens all carry a real, open admin session's claims, so only the broken
 * part (signature, algorithm, session state, user state, origin) stands between them and the admin routes.
 */
export async function principals(): Promise<Principal[]> {
  const customer = await userWithRole('user')
  const moderator = await userWithRole('moderator')
  const admin = await userWithRole('admin')
  const deactivated = await userWithRole('admin', { isActive: false })
  const adminToken = await admin.token()
  const adminClaims = payloadOf(adminToken)

  const loggedOut = await admin.token()
  const logout = await send({ method: 'POST', path: '/api/auth/logout', headers: bearer(loggedOut) })
  if (logout.status >= 300) throw new Error(`logout answered ${logout.status}: ${logout.text}`)

  // A customer's genuine token whose payload was edited to name the admin and claim the admin role.
  const [customerHeader, , customerSignature] = (await customer.token()).split('.')
  const forgedPayload = base64url(JSON.stringify({ ...adminClaims, role: 'admin' }))
  const forged = `${customerHeader}.${forgedPayload}.${customerSignature}`

  const otherSecret = await sign(
    adminClaims,
    'another-secret-that-is-long-enough-for-hs256-9876543210',
    'HS256',
  )
  const algNone = `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(adminClaims))}.`

  const role = (name: keyof typeof PASSES, user: typeof admin): Principal => ({
    name,
    headers: async () => bearer(await user.token()),
    allowed: (access) => PASSES[name].includes(access),
  })
  const fixed = (name: string, headers: Record<string, string>): Principal => ({
    name,
    headers: async () => headers,
    allowed: visitorOnly,
  })

  return [
    fixed('anonymous', {}),
    role('customer', customer),
    role('moderator', moderator),
    {
      name: 'deactivated user',
      headers: async () => bearer(await deactivated.token()),
      allowed: visitorOnly,
    },
    fixed('after logout', bearer(loggedOut)),
    fixed('forged role claim', bearer(forged)),
    fixed('another secret', bearer(otherSecret)),
    fixed('alg none', bearer(algNone)),
    {
      // The deploy API's bearer secret: through on the deploy routes, a visitor everywhere else.
      name: 'deploy token',
      headers: async () => bearer(env.DEPLOY_TOKEN ?? ''),
      allowed: (access) => access === 'public' || access === 'deploy',
    },
    {
      // The admin's session cookie on a write from another site's page: the cookie must not count.
      name: 'cookie cross-site',
      headers: async (route) =>
        hasBody(route.method)
          ? { Cookie: `${SESSION_COOKIE}=${adminToken}`, Origin: 'https://evil.test' }
          : null,
      allowed: visitorOnly,
    },
    // Last: an admin's minimal calls reach routes that reset settings or clear the rates cache for everyone after.
    role('admin', admin),
  ]
}
