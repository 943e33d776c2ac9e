import { env } from 'cloudflare:workers'
import { adminOrderListQuerySchema } from '@shop/domain'
import { drizzle } from 'drizzle-orm/d1'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminOrderListStatements } from '../src/db/queries/admin-orders-reads'
import * as schema from '../src/db/schema'
import { planOf } from './helpers/query-plans'
import { readBy } from './helpers/rows-read'
import { userWithRole } from './helpers/staff'

const db = drizzle(env.DB, { schema })
const SMALL = 10_000
const LARGE = 100_000

/** A name only five orders carry at either size (orders 7, 2007, … 8007), so a search for it finds as many at both. */
const RARE_NAME = 'Nadir Şükrüoğlu'
/** The name every other order carries. */
const COMMON_NAME = 'Ayşe Yılmaz'

/**
 * Orders `from`..`to` in one INSERT … SELECT (each row goes through migration 0015's trigger into the search index):
 * numbers SO-0000001 on, phones '0532 ' and seven digits of the number, one a second from 2026-01-01.
 */
async function seedOrders(userId: string, from: number, to: number) {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT ?1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
     INSERT INTO orders (id, order_number, user_id, shipping_address, subtotal, shipping_cost, tax_amount,
       total_amount, created_at, updated_at)
     SELECT 'scale-order-' || i, 'SO-' || printf('%07d', i), ?3,
       json_object('fullName', CASE WHEN i % 2000 = 7 AND i < 10000 THEN ?4 ELSE ?5 END,
         'phone', '0532 ' || printf('%07d', i), 'city', 'İstanbul'),
       10000, 0, 1800, 11800, strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' seconds'),
       strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' seconds')
     FROM n`,
  )
    .bind(from, to, userId, RARE_NAME, COMMON_NAME)
    .run()
}

/** Searches an admin types, each finding as many orders at 10,000 as at 100,000. */
const SEARCHES = {
  'a rare name, typed in capitals without Turkish letters': 'SUKRUOGLU',
  'a whole order number': 'SO-0004321',
  'part of an order number, in lower case': 'so-000432',
  'a phone as WhatsApp shows it': '+90 532 000 43 21',
} as const

const filterOf = (search: string, page = 1) => adminOrderListQuerySchema.parse({ search, page })

/** Rows SQLite read for a page of the admin list and its total. */
async function rowsRead(search: string) {
  const { rows, total } = adminOrderListStatements(db, filterOf(search))
  return (await readBy([rows, total])).read
}

async function found(search: string) {
  const { rows, total } = adminOrderListStatements(db, filterOf(search))
  const [page, [counted]] = await db.batch([rows, total])
  return { numbers: page.map((order) => order.orderNumber), total: counted?.total }
}

const readAtSmall = new Map<string, number>()

beforeAll(async () => {
  const { id } = await userWithRole('user')
  await seedOrders(id, 1, SMALL)
  for (const search of Object.values(SEARCHES)) readAtSmall.set(search, await rowsRead(search))
  await seedOrders(id, SMALL + 1, LARGE)
}, 120_000)

describe(`the admin order search at ${LARGE.toLocaleString('en')} orders`, () => {
  it('finds what it found at 10,000: by name, by number whole or in part, by phone', async () => {
    expect(await found(SEARCHES['a rare name, typed in capitals without Turkish letters'])).toEqual({
      numbers: ['SO-0008007', 'SO-0006007', 'SO-0004007', 'SO-0002007', 'SO-0000007'],
      total: 5,
    })
    expect(await found(SEARCHES['a whole order number'])).toEqual({ numbers: ['SO-0004321'], total: 1 })
    const partial = await found(SEARCHES['part of an order number, in lower case'])
    expect(partial.total).toBe(10)
    expect(partial.numbers[0]).toBe('SO-0004329')
    // The phone '0532 0004321' holds '5320004321'; so do no other orders' numbers or phones.
    expect(await found(SEARCHES['a phone as WhatsApp shows it'])).toEqual({
      numbers: ['SO-0004321'],
      total: 1,
    })
  })

  for (const [name, search] of Object.entries(SEARCHES))
    it(`reads about as many rows as at ${SMALL.toLocaleString('en')}: ${name}`, async () => {
      const small = readAtSmall.get(search) ?? 0
      const large = await rowsRead(search)
      expect(large, `${search}: ${large} rows read at ${LARGE}, ${small} at ${SMALL}`).toBeLessThanOrEqual(
        Math.max(small * 1.3, small + 50),
      )
    })

  it('looks a search of three characters or more up in the trigram index, never walking the orders', async () => {
    for (const search of Object.values(SEARCHES)) {
      const { rows, total } = adminOrderListStatements(db, filterOf(search))
      for (const plan of [await planOf(rows), await planOf(total)]) {
        expect(plan.join('\n'), search).toMatch(/VIRTUAL TABLE INDEX \d+:/)
        expect(plan.join('\n'), search).not.toMatch(/\bSCAN orders(?:\s|$)/m)
      }
    }
  })

  it('answers a one- or two-character search by reading the orders, as most of them match it', async () => {
    expect((await found('SO')).total).toBe(LARGE)
    expect((await found('7')).total).toBeGreaterThan(0)
  })
})
