import { env } from 'cloudflare:workers'
import type { D1PreparedStatement } from '@cloudflare/workers-types'
import { computeOrderTotals } from '@shop/domain'
import { drizzle } from 'drizzle-orm/d1'
import { describe, expect, it } from 'vitest'
import { cancelOrderAndRestock, insertOrderWithStock, type NewOrder } from '../src/db/queries/order-writes'
import * as schema from '../src/db/schema'
import { newId } from '../src/lib/ids'
import { registerCustomer, validAddress } from './helpers/api'
import { product, stockOf } from './helpers/orders'

const db = drizzle(env.DB, { schema })

/** An order for `quantity` units at `unitPrice` kuruş, written straight through the batch, with no checks before it. */
function rawOrder(userId: string, productId: string, quantity: number, unitPrice = 10_000): NewOrder {
  const line = {
    id: newId(),
    productId,
    productName: { tr: 'Test' },
    productImage: null,
    sku: 'T',
    quantity,
    unitPrice,
    total: unitPrice * quantity,
  }
  return {
    id: newId(),
    orderNumber: `T-${newId()}`,
    userId,
    shippingAddress: validAddress,
    notes: null,
    totals: computeOrderTotals([line]),
    whatsappMessage: 'x',
    language: 'tr',
    idempotencyKey: null,
    requestHash: null,
    lines: [line],
  }
}

async function orderCount(userId: string) {
  const row = await env.DB.prepare('select count(*) as n from orders where user_id = ?')
    .bind(userId)
    .first<{ n: number }>()
  return row?.n
}

describe('the order batch on its own (no check before it)', () => {
  it('fails as a whole when the stock would go below zero', async () => {
    const { user } = await registerCustomer()
    const item = await product({ stock: 1 })
    await expect(insertOrderWithStock(db, rawOrder(user._id, item, 2))).rejects.toThrow(
      /CHECK constraint failed/,
    )
    expect(await stockOf(item)).toBe(1)
    expect(await orderCount(user._id)).toBe(0)
  })

  it('fails when the product was deactivated or repriced since it was read', async () => {
    const { user } = await registerCustomer()
    const inactive = await product({ stock: 5, isActive: false })
    await expect(insertOrderWithStock(db, rawOrder(user._id, inactive, 1))).rejects.toThrow(/CHECK/)
    const repriced = await product({ stock: 5, price: 100 })
    await expect(insertOrderWithStock(db, rawOrder(user._id, repriced, 1, 9_000))).rejects.toThrow(/CHECK/)
    expect(await stockOf(inactive)).toBe(5)
    expect(await stockOf(repriced)).toBe(5)
    expect(await orderCount(user._id)).toBe(0)
  })

  it('fails on the foreign key when the product is gone', async () => {
    const { user } = await registerCustomer()
    await expect(insertOrderWithStock(db, rawOrder(user._id, 'e'.repeat(24), 1))).rejects.toThrow(
      /FOREIGN KEY/,
    )
    expect(await orderCount(user._id)).toBe(0)
  })

  it('never oversells under 30 parallel batches for a stock of 7', async () => {
    const { user } = await registerCustomer()
    const item = await product({ stock: 7 })
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => insertOrderWithStock(db, rawOrder(user._id, item, 1))),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7)
    expect(await stockOf(item)).toBe(0)
    expect(await orderCount(user._id)).toBe(7)
  })

  it('commits orders placed at the same moment together, each with its own stock taken', async () => {
    const { user } = await registerCustomer()
    const items = await Promise.all(Array.from({ length: 6 }, () => product({ stock: 3 })))
    let batches = 0
    const counted = new Proxy(env.DB, {
      get(target, key) {
        if (key === 'batch')
          return (statements: D1PreparedStatement[]) => {
            batches++
            return target.batch(statements)
          }
        const value = Reflect.get(target, key)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const countedDb = drizzle(counted, { schema })
    await Promise.all(items.map((item) => insertOrderWithStock(countedDb, rawOrder(user._id, item, 2))))
    // The first order goes at once; the five placed while it was in flight share the next commit.
    expect(batches).toBe(2)
    expect(await orderCount(user._id)).toBe(6)
    for (const item of items) expect(await stockOf(item)).toBe(1)
  })

  it('restores stock once however many cancels race', async () => {
    const { user } = await registerCustomer()
    const item = await product({ stock: 10 })
    const order = rawOrder(user._id, item, 4)
    await insertOrderWithStock(db, order)
    expect(await stockOf(item)).toBe(6)
    const cancels = await Promise.all(
      Array.from({ length: 10 }, () => cancelOrderAndRestock(db, user._id, order.id)),
    )
    expect(cancels.filter(Boolean)).toHaveLength(1)
    expect(await stockOf(item)).toBe(10)
  })

  it("restores nothing for another user's order", async () => {
    const owner = await registerCustomer()
    const stranger = await registerCustomer()
    const item = await product({ stock: 10 })
    const order = rawOrder(owner.user._id, item, 3)
    await insertOrderWithStock(db, order)
    expect(await cancelOrderAndRestock(db, stranger.user._id, order.id)).toBe(false)
    expect(await stockOf(item)).toBe(7)
  })
})
