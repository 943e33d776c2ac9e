import { exports } from 'cloudflare:workers'
import { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Access, accessOf, staffRoutes } from '../src/access/policy'
import { app } from '../src/app'
import { type TestUser, userWithRole } from './helpers/staff'

interface RouteEntry {
  method: string
  path: string
  access: Access | undefined
}

/** Every endpoint of the app's own route table (middleware for all methods aside), with the access it declares. */
function endpoints(): RouteEntry[] {
  const seen = new Map<string, RouteEntry>()
  for (const route of app.routes) {
    if (route.method === 'ALL') continue
    const key = `${route.method} ${route.path}`
    // The first handler of a route is the policy guard its sub-app put there; a route without one declares nothing.
    if (!seen.has(key))
      seen.set(key, { method: route.method, path: route.path, access: accessOf(route.handler) })
  }
  return [...seen.values()]
}

type Caller = 'anonymous' | 'customer' | 'moderator' | 'admin' | 'deactivated admin'

/** What each caller must get from a route of each access: a guard status, or 'through' (neither 401 nor 403). */
const EXPECTED: Record<Access, Record<Caller, 401 | 403 | 'through'>> = {
  public: {
    anonymous: 'through',
    customer: 'through',
    moderator: 'through',
    admin: 'through',
    'deactivated admin': 'through',
  },
  customer: {
    anonymous: 401,
    customer: 'through',
    moderator: 'through',
    admin: 'through',
    'deactivated admin': 401,
  },
  staff: { anonymous: 401, customer: 403, moderator: 'through', admin: 'through', 'deactivated admin': 401 },
  admin: { anonymous: 401, customer: 403, moderator: 403, admin: 'through', 'deactivated admin': 401 },
  // Only the deploy token passes (test/deploy-*.test.ts); a user's token, an admin's too, is not one.
  deploy: { anonymous: 401, customer: 401, moderator: 401, admin: 401, 'deactivated admin': 401 },
}

/** A concrete path for a pattern: each parameter becomes a value no record has. */
const concrete = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, 'zz-no-such-$1')

const callers: Partial<Record<Caller, TestUser>> = {}

beforeAll(async () => {
  callers.customer = await userWithRole('user')
  callers.moderator = await userWithRole('moderator')
  callers.admin = await userWithRole('admin')
  callers['deactivated admin'] = await userWithRole('admin', { isActive: false })
})

async function callAs(caller: Caller, route: RouteEntry): Promise<number> {
  const user = callers[caller]
  const headers: Record<string, string> = {}
  if (user) headers.Authorization = `Bearer ${await user.token()}`
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD'
  if (hasBody) headers['Content-Type'] = 'application/json'
  const res = await exports.default.fetch(`http://shop.test${concrete(route.path)}`, {
    method: route.method,
    headers,
    body: hasBody ? '{}' : undefined,
  })
  await res.arrayBuffer()
  return res.status
}

describe('policy sub-apps', () => {
  it('put their guard first on every route and refuse shared middleware', () => {
    const guarded = staffRoutes().get('/x', (c) => c.text('x'))
    expect(accessOf(guarded.routes[0]?.handler)).toBe('staff')
    expect(() => staffRoutes().use(async (_c, next) => next())).toThrow(/use\(\)/)
  })

  it('leave a route of a plain Hono app undeclared, which the table check below reports', () => {
    const plain = new Hono().get('/x', (c) => c.text('x'))
    expect(accessOf(plain.routes[0]?.handler)).toBeUndefined()
  })
})

describe('route access declarations', () => {
  const routes = endpoints()

  it('cover every route of the app', () => {
    expect(routes.length).toBeGreaterThan(30)
    expect(routes.filter((route) => !route.access).map((route) => `${route.method} ${route.path}`)).toEqual(
      [],
    )
  })

  it('price a cart for anyone, while placing the order needs a customer', () => {
    const access = (method: string, path: string) =>
      routes.find((route) => route.method === method && route.path === path)?.access
    expect(access('POST', '/api/orders/quote')).toBe('public')
    expect(access('POST', '/api/orders')).toBe('customer')
  })

  it('keep admin-only and staff routes apart from the public ones', () => {
    const of = (access: Access) => routes.filter((route) => route.access === access).length
    expect(of('public')).toBeGreaterThan(10)
    expect(of('customer')).toBeGreaterThan(5)
  })

  const cases = routes.flatMap((route) =>
    (Object.keys(EXPECTED.public) as Caller[]).map((caller) => [caller, route] as const),
  )

  it.each(cases)('%s → %o', async (caller, route) => {
    if (!route.access) throw new Error(`${route.method} ${route.path} declares no access`)
    const expected = EXPECTED[route.access][caller]
    const status = await callAs(caller, route)
    expect(status, `${caller} ${route.method} ${route.path}`).toBeLessThan(500)
    if (expected === 'through') expect([401, 403]).not.toContain(status)
    else expect(status).toBe(expected)
  })
})
