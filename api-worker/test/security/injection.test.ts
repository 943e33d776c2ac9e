import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { product } from '../helpers/orders'
import { userWithRole } from '../helpers/staff'
import { rowCounts } from './support/db-snapshot'
import { seededRandom } from './support/prng'
import { concretePath, endpoints } from './support/route-table'
import { envelopeProblem, inBatches, send } from './support/send'
import { familyTally } from './support/summary'

const tally = familyTally('injection')

/** SQL- and FTS5-shaped input: quotes, comments, statement breaks, FTS operators, prefix stars, column filters. */
const PAYLOADS = [
  "' OR 1=1 --",
  '"; DROP TABLE products; --',
  "'); DELETE FROM users; --",
  '1 UNION SELECT password_hash FROM users',
  'NEAR(frez ayna, 2)',
  'NEAR(',
  '*',
  'fr*',
  '"',
  '"frez',
  '^frez',
  '-frez',
  'frez:',
  ':',
  'AND OR NOT',
  'frez AND',
  'NOT',
  'search_names:x',
  'name:frez OR sku:*',
  '{search_names}:frez',
  '(frez',
  ')',
  '%',
  '_',
  '\\',
  '\u0000',
  "frez' AND sleep(5) --",
] as const

/** Every list filter name the API's query schemas use. */
const FILTERS = [
  'search',
  'q',
  'category',
  'status',
  'paymentStatus',
  'sort',
  'order',
  'role',
  'entity',
  'entityId',
  'minPrice',
  'maxPrice',
  'inStock',
  'sale',
  'featured',
  'isActive',
  'from',
  'to',
  'period',
  'page',
  'limit',
  'currency',
  'type',
] as const

/** The searches get every payload; every other filter of every list gets a seeded sample. */
const SEARCHES = [
  '/api/products?search=',
  '/api/products/suggest?q=',
  '/api/products/facets?search=',
  '/api/products/admin?search=',
  '/api/orders?search=',
  '/api/users?search=',
  '/api/pages?search=',
  '/api/categories/admin?search=',
  '/api/audit-log?entityId=',
]

let token = ''

beforeAll(async () => {
  token = await (await userWithRole('admin')).token()
  await product({ name: 'Elmas Frez Seti', stock: 5 })
  await product({ name: 'Ağız Aynası', stock: 5 })
})

function paths(): string[] {
  const random = seededRandom(7)
  const encoded = PAYLOADS.map(encodeURIComponent)
  const all = SEARCHES.flatMap((search) => encoded.map((payload) => search + payload))
  const lists = endpoints().filter((route) => route.method === 'GET')
  for (const route of lists) {
    const path = concretePath(route.path)
    for (const filter of FILTERS) all.push(`${path}?${filter}=${random.pick(encoded)}`)
    // Path parameters take the payloads too (slugs, SKUs, order numbers).
    if (route.path.includes(':')) {
      all.push(route.path.replace(/:(\w+)(\{[^}]*\})?/g, () => random.pick(encoded)))
    }
  }
  return all
}

describe('SQL- and FTS-shaped input in every search, filter and path parameter', () => {
  it('never answers 5xx, answers in the envelope, leaves every table and row in place', async () => {
    const before = await rowCounts()
    const targets = paths()
    const failures: string[] = []
    await inBatches(targets, 20, async (path) => {
      const answer = await send({ method: 'GET', path, headers: { Authorization: `Bearer ${token}` } })
      const where = `GET ${path.slice(0, 140)} → ${answer.status}`
      if (answer.status >= 500 || answer.status === 0)
        return failures.push(`${where}: ${answer.text.slice(0, 160)}`)
      if (answer.status >= 400) {
        const problem = envelopeProblem(answer)
        if (problem) failures.push(`${where}: ${problem}`)
        return
      }
      const type = answer.text.trimStart()[0] ?? ''
      if (path.startsWith('/api/') && type === '{' && JSON.parse(answer.text).success !== true) {
        failures.push(`${where}: 2xx without success: true`)
      }
    })
    tally.attempts += targets.length
    tally.failures.push(...failures)
    expect(failures.slice(0, 20)).toEqual([])
    expect(await rowCounts()).toEqual(before)
    const found = await send({
      method: 'GET',
      path: `/api/products?search=${encodeURIComponent('Elmas Frez')}`,
    })
    expect(JSON.parse(found.text).data.products.length).toBeGreaterThan(0)
    const users = await env.DB.prepare('select count(*) as n from users').first<{ n: number }>()
    expect(users?.n).toBeGreaterThan(0)
  }, 120_000)
})
