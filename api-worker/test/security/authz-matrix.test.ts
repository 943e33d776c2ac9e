import { beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../../src/lib/session-cookie'
import { userWithRole } from '../helpers/staff'
import { type Principal, principals } from './support/principals'
import { concretePath, endpoints, hasBody, label, type RouteEntry } from './support/route-table'
import { inBatches, send } from './support/send'
import { familyTally } from './support/summary'

const tally = familyTally('authorisation matrix')
const routes = endpoints()
let everyone: Principal[] = []

beforeAll(async () => {
  everyone = await principals()
})

/** The rule broken by `principal`'s answer on `route`, or null. */
async function check(principal: Principal, route: RouteEntry): Promise<string | null | 'skipped'> {
  if (!route.access) return `${label(route)} declares no access`
  const headers = await principal.headers(route)
  if (!headers) return 'skipped'
  const body = hasBody(route.method) ? '{}' : undefined
  if (body) headers['Content-Type'] = 'application/json'
  const { status } = await send({ method: route.method, path: concretePath(route.path), headers, body })
  const where = `${principal.name} ${label(route)} (${route.access}) → ${status}`
  if (status >= 500 || status === 0) return where
  const refused = status === 401 || status === 403
  if (principal.allowed(route.access)) return refused ? where : null
  return refused ? null : where
}

describe('authorisation matrix: every route of the app × every principal', () => {
  it('finds a declared policy on every route', () => {
    expect(routes.length).toBeGreaterThan(30)
    const undeclared = routes.filter((route) => !route.access).map(label)
    tally.failures.push(...undeclared)
    expect(undeclared).toEqual([])
  })

  it('answers each principal as the route declares (refused: 401/403, allowed: never 401/403, nobody 5xx)', async () => {
    expect(everyone).toHaveLength(11)
    const failures: string[] = []
    for (const principal of everyone) {
      const results = await inBatches(routes, 20, (route) => check(principal, route))
      for (const result of results) {
        if (result === 'skipped') continue
        tally.attempts += 1
        if (result) failures.push(result)
      }
    }
    tally.failures.push(...failures)
    expect(failures).toEqual([])
  }, 120_000)

  it('counts the same cookie on a write from the shop itself, so the cross-site refusal comes from the origin', async () => {
    const token = await (await userWithRole('admin')).token()
    const write = (origin: string) =>
      send({
        method: 'PUT',
        path: '/api/auth/profile',
        headers: { Cookie: `${SESSION_COOKIE}=${token}`, Origin: origin, 'Content-Type': 'application/json' },
        body: '{}',
      })
    const sameSite = await write('http://shop.test')
    const crossSite = await write('https://evil.test')
    tally.attempts += 2
    expect([401, 403]).not.toContain(sameSite.status)
    expect(sameSite.status).toBeLessThan(500)
    expect(crossSite.status).toBe(401)
  })
})
