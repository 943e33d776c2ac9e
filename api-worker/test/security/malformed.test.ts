import { beforeAll, describe, expect, it } from 'vitest'
import { userWithRole } from '../helpers/staff'
import { rowCounts } from './support/db-snapshot'
import {
  BROKEN_JSON,
  NOT_OBJECTS,
  oddQuery,
  WRONG_CONTENT_TYPES,
  wrongObject,
} from './support/malformed-corpus'
import { seededRandom } from './support/prng'
import { concretePath, endpoints, hasBody, label, type RouteEntry } from './support/route-table'
import { envelopeProblem, inBatches, type RawRequest, send } from './support/send'
import { familyTally } from './support/summary'

const SEED = 20261123
const REQUESTS = 5_200
const tally = familyTally('malformed requests')

interface Target {
  route: RouteEntry
  /** The route reads its body: broken JSON is refused. */
  readsBody: boolean
  /** An empty object is refused too: the body has required fields, so wrong-typed objects must be refused. */
  needsFields: boolean
}

interface Attempt {
  request: RawRequest
  /** A write that must be refused; reads with odd queries may answer 200 but never 5xx. */
  mustRefuse: boolean
}

/** Routes whose body is a CSV file, whatever its Content-Type says (test/catalogue-csv-errors.test.ts covers them). */
const CSV_ROUTES = new Set(['POST /api/catalogue/import'])

let token = ''
let targets: Target[] = []

/** Which body routes read their body, found by asking each (as an admin, before the counts are taken). */
async function classify(route: RouteEntry): Promise<Target> {
  if (!hasBody(route.method)) return { route, readsBody: false, needsFields: false }
  const probe = async (body: string) => {
    const headers = { Authorization: `Bearer ${await admin.token()}`, 'Content-Type': 'application/json' }
    return (await send({ method: route.method, path: concretePath(route.path), headers, body })).status
  }
  const broken = await probe('{')
  const empty = await probe('{}')
  const refused = (status: number) => status >= 400 && status < 500
  return { route, readsBody: refused(broken), needsFields: refused(broken) && refused(empty) }
}

let admin: Awaited<ReturnType<typeof userWithRole>>

beforeAll(async () => {
  admin = await userWithRole('admin')
  const routes = endpoints().filter((route) => !route.path.startsWith('/api/upload'))
  targets = await inBatches(routes, 10, classify)
  token = await admin.token()
})

function attempt(random: ReturnType<typeof seededRandom>): Attempt {
  const bodyTargets = targets.filter((target) => target.readsBody)
  const readTargets = targets.filter((target) => target.route.method === 'GET')
  const auth = { Authorization: `Bearer ${token}` }
  if (random.next() < 0.2) {
    const { route } = random.pick(readTargets)
    return {
      request: { method: 'GET', path: concretePath(route.path) + oddQuery(random), headers: auth },
      mustRefuse: false,
    }
  }
  const target = random.pick(bodyTargets)
  const path = concretePath(target.route.path)
  const json = { ...auth, 'Content-Type': 'application/json' }
  const kinds = !target.needsFields ? 2 : CSV_ROUTES.has(label(target.route)) ? 3 : 4
  const kind = random.int(kinds)
  const body =
    kind === 0 ? random.pick(BROKEN_JSON) : kind === 1 ? random.pick(NOT_OBJECTS) : wrongObject(random)
  const headers = kind === 3 ? { ...auth, 'Content-Type': random.pick(WRONG_CONTENT_TYPES) } : json
  const query = random.next() < 0.2 ? oddQuery(random) : ''
  return { request: { method: target.route.method, path: path + query, headers, body }, mustRefuse: true }
}

describe('malformed requests as an admin', () => {
  it(`${REQUESTS} generated requests (seed ${SEED}): no 5xx, every 4xx in the envelope, refused writes change nothing`, async () => {
    expect(targets.filter((target) => target.readsBody).length).toBeGreaterThan(30)
    const random = seededRandom(SEED)
    const attempts = Array.from({ length: REQUESTS }, () => attempt(random))
    const before = await rowCounts()
    const failures: string[] = []
    await inBatches(attempts, 20, async ({ request, mustRefuse }) => {
      const answer = await send(request)
      const where = `${request.method} ${request.path.slice(0, 120)} [${request.headers?.['Content-Type'] ?? '-'}] ${String(request.body ?? '').slice(0, 60)} → ${answer.status}`
      if (answer.status >= 500 || answer.status === 0) failures.push(`${where}: ${answer.text.slice(0, 120)}`)
      else if (mustRefuse && answer.status < 400) failures.push(`${where}: accepted`)
      else if (answer.status >= 400) {
        const problem = envelopeProblem(answer)
        if (problem) failures.push(`${where}: ${problem}`)
      }
    })
    const after = await rowCounts()
    tally.attempts += attempts.length
    tally.failures.push(...failures)
    expect(failures.slice(0, 20)).toEqual([])
    expect(after).toEqual(before)
  }, 180_000)
})
