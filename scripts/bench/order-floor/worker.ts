import { computeOrderTotals, newOrderNumber } from '@shop/domain'
import { drizzle } from 'drizzle-orm/d1'
import { type OrderContext, readOrderContext } from '../../../api-worker/src/db/queries/order-context'
import { insertOrderWithStock } from '../../../api-worker/src/db/queries/order-writes'
import * as schema from '../../../api-worker/src/db/schema'
import type { D1Database } from '../../../api-worker/src/env'
import { newId } from '../../../api-worker/src/lib/ids'

interface Target {
  sessionId: string
  userId: string
  productId: string
}

let context: Promise<OrderContext> | null = null

/**
 * What POST /api/orders costs at least on this machine: the same D1 batch an order writes when its isolate already
 * knows the facts (order row, line, the stock statement with every condition, the cache generation bump, through
 * `insertOrderWithStock`), with nothing around it: no routing, middleware, token check, validation, pricing, message
 * or answer. GET /ping is this bare worker's own ceiling. `/order?sessionId=…&userId=…&productId=…` names an open
 * session and a product with stock; the facts are read once.
 */
export default {
  async fetch(request: Request, env: { DB: D1Database }): Promise<Response> {
    const url = new URL(request.url)
    if (url.pathname === '/ping') return Response.json({ ok: true })
    if (url.pathname !== '/order') return new Response('not found', { status: 404 })
    const target = Object.fromEntries(url.searchParams) as unknown as Target
    const db = drizzle(env.DB, { schema })
    context ??= readOrderContext(db, { ...target, productIds: [target.productId], idempotencyKey: null })
    const facts = await context
    const [product] = facts.products
    if (!product) return new Response('no such product', { status: 400 })
    const line = {
      id: newId(),
      productId: product.id,
      productName: product.name,
      productImage: product.images[0] ?? null,
      sku: product.sku,
      quantity: 1,
      unitPrice: product.effectivePrice,
      total: product.effectivePrice,
    }
    await insertOrderWithStock(db, {
      id: newId(),
      orderNumber: newOrderNumber(),
      userId: target.userId,
      shippingAddress: {
        title: 'Ev',
        fullName: 'Taban Ölçümü',
        phone: '05321234567',
        city: 'İstanbul',
        district: 'Kadıköy',
        neighborhood: 'Moda',
        addressLine: 'Bahariye Cad. No: 1',
      },
      notes: null,
      totals: computeOrderTotals([line], facts.settings.shipping),
      whatsappMessage: 'Taban ölçümü',
      language: 'tr',
      idempotencyKey: newId(),
      requestHash: null,
      lines: [line],
      conditions: {
        session: { id: target.sessionId, userId: target.userId, now: new Date() },
        settingsTexts: facts.settingsTexts,
        rate: null,
        products: new Map([[product.id, product]]),
      },
    })
    return Response.json({ ok: true }, { status: 201 })
  },
}
