import { env } from 'cloudflare:workers'
import { computeOrderTotals } from '@shop/domain'
import { drizzle } from 'drizzle-orm/d1'
import { afterEach, describe, expect, it } from 'vitest'
import type { OrderConditions } from '../src/db/queries/order-conditions'
import { readOrderContext } from '../src/db/queries/order-context'
import { insertOrderWithStock, type NewOrder } from '../src/db/queries/order-writes'
import * as schema from '../src/db/schema'
import { newId } from '../src/lib/ids'
import { readToken } from '../src/lib/tokens'
import { validAddress } from './helpers/api'
import { insertRate } from './helpers/content'
import { clearSettings, product, stockOf, storeSettings } from './helpers/orders'
import { userWithRole } from './helpers/staff'

const db = drizzle(env.DB, { schema })

afterEach(async () => {
  await clearSettings('shipping')
  await env.DB.prepare('delete from exchange_rates').run()
})

/** An order of one unit, with the conditions made from a fresh read of everything it goes by. */
async function conditionedOrder(currency: string | null = null) {
  const token = await (await userWithRole('user')).token()
  const claims = await readToken(env.JWT_SECRET ?? '', token)
  if (!claims) throw new Error('the test session did not verify')
  const item = await product({ stock: 5 })
  const context = await readOrderContext(db, { ...claims, productIds: [item], idempotencyKey: null })
  const [read] = context.products
  if (!read) throw new Error('the product was not read')
  const line = {
    id: newId(),
    productId: item,
    productName: read.name,
    productImage: read.images[0] ?? null,
    sku: read.sku,
    quantity: 1,
    unitPrice: read.effectivePrice,
    total: read.effectivePrice,
  }
  const conditions: OrderConditions = {
    session: { id: claims.sessionId, userId: claims.userId, now: new Date() },
    settingsTexts: context.settingsTexts,
    rate: currency ? { currency, rate: context.rates.USD ?? null } : null,
    products: new Map([[item, read]]),
  }
  const order: NewOrder = {
    id: newId(),
    orderNumber: `T-${newId()}`,
    userId: claims.userId,
    shippingAddress: validAddress,
    notes: null,
    totals: computeOrderTotals([line]),
    whatsappMessage: 'x',
    language: 'tr',
    idempotencyKey: null,
    requestHash: null,
    lines: [line],
    conditions,
  }
  return { order, item, claims }
}

async function written(orderId: string) {
  const row = await env.DB.prepare('select count(*) as n from orders where id = ?')
    .bind(orderId)
    .first<{ n: number }>()
  return row?.n === 1
}

async function expectRefused(order: NewOrder, item: string) {
  await expect(insertOrderWithStock(db, order)).rejects.toThrow(/CHECK constraint failed/)
  expect(await written(order.id)).toBe(false)
  expect(await stockOf(item)).toBe(5)
}

describe('the order batch with the conditions of what it went by', () => {
  it('writes the order and takes the stock while every fact still holds', async () => {
    const { order, item } = await conditionedOrder()
    const created = await insertOrderWithStock(db, order)
    expect(created._id).toBe(order.id)
    expect(await written(order.id)).toBe(true)
    expect(await stockOf(item)).toBe(4)
  })

  it('fails as a whole once the session is revoked, the user deactivated or the session expired', async () => {
    const revoked = await conditionedOrder()
    await env.DB.prepare(`update sessions set revoked_at = '2026-01-01T00:00:00.000Z' where id = ?`)
      .bind(revoked.claims.sessionId)
      .run()
    await expectRefused(revoked.order, revoked.item)

    const deactivated = await conditionedOrder()
    await env.DB.prepare('update users set is_active = 0 where id = ?').bind(deactivated.claims.userId).run()
    await expectRefused(deactivated.order, deactivated.item)

    const expired = await conditionedOrder()
    const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000)
    await expectRefused(
      {
        ...expired.order,
        conditions: {
          ...expired.order.conditions!,
          session: { ...expired.order.conditions!.session, now: later },
        },
      },
      expired.item,
    )
  })

  it('fails as a whole once a settings group it was priced or worded by changed', async () => {
    const { order, item } = await conditionedOrder()
    await storeSettings('shipping', { freeShippingThreshold: 1 })
    await expectRefused(order, item)
  })

  it("fails as a whole once the product's name, SKU or images changed", async () => {
    for (const change of [
      `update products set name = '{"tr":"Başka"}' where id = ?`,
      `update products set sku = 'BASKA-' || id where id = ?`,
      `update products set images = '[]' where id = ?`,
    ]) {
      const { order, item } = await conditionedOrder()
      await env.DB.prepare(change).bind(item).run()
      await expectRefused(order, item)
    }
  })

  it('fails as a whole for a line whose stored texts it does not know', async () => {
    const { order, item } = await conditionedOrder()
    await expectRefused({ ...order, conditions: { ...order.conditions!, products: new Map() } }, item)
  })

  it('fails as a whole once the rate of the shopper currency changed or was switched off', async () => {
    await insertRate(env.DB, { currency: 'USD', rate: 40 })
    const changed = await conditionedOrder('USD')
    await env.DB.prepare(`update exchange_rates set rate = 41 where target_currency = 'USD'`).run()
    await expectRefused(changed.order, changed.item)

    const switchedOff = await conditionedOrder('USD')
    await env.DB.prepare(`update exchange_rates set is_active = 0 where target_currency = 'USD'`).run()
    await expectRefused(switchedOff.order, switchedOff.item)
  })
})
