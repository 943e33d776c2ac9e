import { env } from 'cloudflare:workers'
import type { CreateOrderRequest } from '@shop/domain'
import { drizzle } from 'drizzle-orm/d1'
import { afterEach, describe, expect, it } from 'vitest'
import * as schema from '../src/db/schema'
import { type PlaceOrderInput, placeOrder } from '../src/lib/place-order'
import { readToken, type TokenClaims } from '../src/lib/tokens'
import { validAddress } from './helpers/api'
import { clearSettings, product, stockOf, storeSettings } from './helpers/orders'
import { userWithRole } from './helpers/staff'

type D1 = typeof env.DB

/** env.DB with a count of its round trips: each batch, and each statement run on its own. */
function countingD1(d1: D1) {
  const counter = { roundTrips: 0 }
  const targets = new WeakMap<object, object>()
  const statement = (target: object): object => {
    const proxy = new Proxy(target, {
      get(stmt, property) {
        const value = Reflect.get(stmt, property, stmt)
        if (typeof value !== 'function') return value
        if (property === 'bind') return (...params: unknown[]) => statement(value.apply(stmt, params))
        if (['all', 'run', 'first', 'raw'].includes(String(property)))
          return (...args: unknown[]) => {
            counter.roundTrips += 1
            return value.apply(stmt, args)
          }
        return value.bind(stmt)
      },
    })
    targets.set(proxy, target)
    return proxy
  }
  const database = new Proxy(d1, {
    get(target, property) {
      if (property === 'prepare') return (query: string) => statement(target.prepare(query))
      if (property === 'batch')
        return (statements: object[]) => {
          counter.roundTrips += 1
          return target.batch(statements.map((s) => targets.get(s) ?? s) as never)
        }
      const value = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { db: drizzle(database, { schema }), counter }
}

async function shopper(): Promise<TokenClaims> {
  const token = await (await userWithRole('user')).token()
  const claims = await readToken(env.JWT_SECRET ?? '', token)
  if (!claims) throw new Error('the test session did not verify')
  return claims
}

function input(session: TokenClaims, productId: string, extra: Partial<CreateOrderRequest> = {}) {
  const confirmed = { count: 0 }
  const value: PlaceOrderInput = {
    session,
    request: {
      items: [{ product: productId, quantity: 1 }],
      shippingAddress: validAddress,
      notes: undefined,
      ...extra,
    },
    language: 'tr',
    idempotencyKey: `trips-${crypto.randomUUID()}`,
    onSessionConfirmed: () => {
      confirmed.count += 1
    },
  }
  return { value, confirmed }
}

/** Places one order through a counting client and answers how many round trips it made. */
async function roundTripsOf(
  session: TokenClaims,
  productId: string,
  extra: Partial<CreateOrderRequest> = {},
) {
  const { db, counter } = countingD1(env.DB)
  const { value, confirmed } = input(session, productId, extra)
  const placed = await placeOrder(db, value)
  expect(confirmed.count).toBeGreaterThan(0)
  return { trips: counter.roundTrips, placed }
}

afterEach(async () => {
  await clearSettings('shipping')
})

describe('D1 round trips per order', () => {
  it('two for the first order of a product in this isolate (reads, then the write), one after', async () => {
    const session = await shopper()
    const item = await product({ stock: 10 })
    expect((await roundTripsOf(session, item)).trips).toBe(2)
    expect((await roundTripsOf(session, item)).trips).toBe(1)
    expect((await roundTripsOf(session, item)).trips).toBe(1)
    expect(await stockOf(item)).toBe(7)
  })

  it('one for a first order of another shopper too: the session is checked inside the write', async () => {
    const item = await product({ stock: 10 })
    await roundTripsOf(await shopper(), item)
    expect((await roundTripsOf(await shopper(), item)).trips).toBe(1)
  })

  it('three when a fact changed since: the write fails, fresh reads, the write again', async () => {
    const session = await shopper()
    const item = await product({ price: 100, stock: 10 })
    await roundTripsOf(session, item)
    await storeSettings('shipping', { freeShippingThreshold: 50 })
    const { trips, placed } = await roundTripsOf(session, item)
    expect(trips).toBe(3)
    expect(placed.order.shippingCost).toBe(0)
    expect((await roundTripsOf(session, item)).trips).toBe(1)
  })

  it('a refusal is made from fresh reads, and once they showed it, by them alone', async () => {
    const session = await shopper()
    const item = await product({ stock: 10 })
    await roundTripsOf(session, item)
    await env.DB.prepare('update products set stock = 0 where id = ?').bind(item).run()
    const counted = countingD1(env.DB)
    await expect(placeOrder(counted.db, input(session, item).value)).rejects.toMatchObject({ status: 409 })
    // The write tried by what was known failed, then the fresh reads named the stock.
    expect(counted.counter.roundTrips).toBe(2)
    const again = countingD1(env.DB)
    await expect(placeOrder(again.db, input(session, item).value)).rejects.toMatchObject({ status: 409 })
    expect(again.counter.roundTrips).toBe(1)
    expect(await stockOf(item)).toBe(0)
  })

  it('a total the shopper confirmed that is no longer the price is refused from fresh reads', async () => {
    const session = await shopper()
    const item = await product({ price: 50, stock: 10 })
    await roundTripsOf(session, item)
    const counted = countingD1(env.DB)
    const stale = input(session, item, { expectedTotal: 1 }).value
    await expect(placeOrder(counted.db, stale)).rejects.toMatchObject({ status: 409 })
    expect(counted.counter.roundTrips).toBe(1)
    expect(await stockOf(item)).toBe(9)
  })
})
