import {
  type CreateOrderRequest,
  liraStyleOf,
  type OrderDto,
  type Settings,
  type WhatsappLanguage,
} from '@shop/domain'
import { HTTPException } from 'hono/http-exception'
import type { OrderConditions } from '../db/queries/order-conditions'
import { type OrderContext, readOrderContext } from '../db/queries/order-context'
import { batchFailure } from '../db/queries/order-failure'
import { insertOrderWithStock, type NewOrder } from '../db/queries/order-writes'
import type { Db } from '../env'
import { unauthorized } from './errors'
import { newId } from './ids'
import { refuseOrdersInMaintenance } from './maintenance'
import { message } from './messages'
import { draftOrder, orderLines, stockConflict } from './order-draft'
import {
  type KnownOrderFacts,
  knownOrderFacts,
  rememberOrderContext,
  rememberUnitsTaken,
} from './order-facts'
import { isSellable, priceItems } from './order-pricing'
import { PriceChangedError, priceChangedFailure } from './price-changed'
import type { TokenClaims } from './tokens'

/** Fresh reads and writes when a batch fails on something a fresh read may explain or avoid (a clash, a race). */
const MAX_ATTEMPTS = 3

export interface PlaceOrderInput {
  /** The token's claims: checked, but the session is not yet known to be open. */
  session: TokenClaims
  request: CreateOrderRequest
  /** The language of the WhatsApp message. */
  language: WhatsappLanguage
  idempotencyKey: string | null
  /** Called once the session is known to be open: read, or proved by the order's own batch. */
  onSessionConfirmed: () => void
  /** Keeps a batch shared with other orders running if this request's client goes away (its `waitUntil`). */
  keepAlive?: (work: Promise<unknown>) => void
}

export interface PlacedOrder {
  order: OrderDto
  /** True when an earlier request with the same idempotency key had already created it. */
  replayed: boolean
  /** The settings the order was placed under (its answer carries the WhatsApp link they give). */
  settings: Settings
}

/**
 * The server is the authority on an order: it prices each product at its current price (discount rule applied),
 * refuses a total that is not the one the shopper confirmed (`expectedTotal`), and writes order, lines and stock
 * decrements in one atomic batch that fails as a whole when any product ran out or anything the order went by
 * changed in between. A replay answers the order the key created, whatever the prices are now.
 *
 * Most orders make one D1 round trip: the batch goes by what this isolate already read and carries every fact as
 * its condition (session open, settings, rate, each product's price, texts and stock). When that is not possible or
 * the batch fails, the order is decided from one fresh batch of reads, then written: every answer other than a
 * created order comes from fresh reads.
 */
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<PlacedOrder> {
  const requestHash = input.idempotencyKey ? await hashRequest(input.request) : null
  const id = newId()
  return (
    (await placeByKnownFacts(db, input, id, requestHash)) ??
    (await placeByFreshReads(db, input, id, requestHash))
  )
}

/** One round trip, or null when the facts this isolate knows do not let the order be tried or its batch failed. */
async function placeByKnownFacts(
  db: Db,
  input: PlaceOrderInput,
  id: string,
  requestHash: string | null,
): Promise<PlacedOrder | null> {
  const { request } = input
  const known = knownOrderFacts(request.items.map((item) => item.product))
  // Maintenance (staff may still order) and every refusal are decided from fresh reads.
  if (!known || known.settings.maintenance.isEnabled) return null
  const pricing = priceItems(known.products, request.items, known.settings.shipping)
  if (!pricing.items.every(isSellable)) return null
  if (request.expectedTotal !== undefined && request.expectedTotal !== pricing.totals.totalAmount) return null
  const lines = orderLines(pricing.items)
  const draft = draftOrder(pricing, lines, {
    ...input,
    id,
    userId: input.session.userId,
    requestHash,
    ...known,
  })
  try {
    const order = await insertOrderWithStock(db, withConditions(draft, input, known), input.keepAlive)
    input.onSessionConfirmed()
    rememberUnitsTaken(lines)
    return { order, replayed: false, settings: known.settings }
  } catch (error) {
    if (batchFailure(error) === null) throw error
    return null
  }
}

async function placeByFreshReads(
  db: Db,
  input: PlaceOrderInput,
  id: string,
  requestHash: string | null,
): Promise<PlacedOrder> {
  const { request, session, idempotencyKey } = input
  const productIds = request.items.map((item) => item.product)
  for (let attempt = 1; ; attempt++) {
    const context = await readOrderContext(db, { ...session, productIds, idempotencyKey })
    if (!context.user) throw unauthorized(message('error.session_expired'))
    input.onSessionConfirmed()
    rememberOrderContext(context, productIds)
    const { settings } = context
    refuseOrdersInMaintenance(settings, context.user.role)
    if (context.earlier) return { ...replay(context.earlier, requestHash), settings }

    const pricing = priceItems(context.products, request.items, settings.shipping)
    const lines = orderLines(pricing.items)
    // The shopper confirmed another total: nothing is written, they see the new one first.
    if (request.expectedTotal !== undefined && request.expectedTotal !== pricing.totals.totalAmount) {
      const changed = new PriceChangedError(request.expectedTotal, pricing)
      throw priceChangedFailure(changed, settings.shipping, liraStyleOf(settings.currency))
    }
    const draft = draftOrder(pricing, lines, {
      ...input,
      id,
      userId: session.userId,
      requestHash,
      ...context,
    })
    try {
      const order = await insertOrderWithStock(db, withConditions(draft, input, context), input.keepAlive)
      rememberUnitsTaken(lines)
      return { order, replayed: false, settings }
    } catch (error) {
      const failure = batchFailure(error)
      // A parallel request with the same key won the unique index: the next read answers its order.
      if (failure === null || (failure === 'idempotency' && attempt > MAX_ATTEMPTS)) throw error
      // Stock, product, number clash or a fact that changed: the next read names what ran out, or goes through.
      if (failure !== 'idempotency' && attempt >= MAX_ATTEMPTS) throw stockConflict(lines[0])
    }
  }
}

/** The draft with every fact it was made from as a condition of its batch. */
function withConditions(
  draft: NewOrder,
  input: PlaceOrderInput,
  facts: KnownOrderFacts | OrderContext,
): NewOrder {
  const { currency } = input.request
  const conditions: OrderConditions = {
    session: { id: input.session.sessionId, userId: input.session.userId, now: new Date() },
    settingsTexts: facts.settingsTexts,
    rate: currency && currency !== 'TRY' ? { currency, rate: facts.rates[currency] ?? null } : null,
    products: new Map(facts.products.map((product) => [product.id, product])),
  }
  return { ...draft, conditions }
}

function replay(earlier: NonNullable<OrderContext['earlier']>, requestHash: string | null) {
  if (earlier.requestHash !== requestHash) {
    throw new HTTPException(422, { message: message('order.idempotency_mismatch') })
  }
  return { order: earlier.order, replayed: true }
}

/** SHA-256 of the order as understood (items sorted, address fields in one order), so key order does not matter. */
export async function hashRequest(request: CreateOrderRequest): Promise<string> {
  const address = request.shippingAddress
  const canonical = JSON.stringify({
    items: [...request.items]
      .sort((a, b) => (a.product < b.product ? -1 : a.product > b.product ? 1 : 0))
      .map((item) => [item.product, item.quantity]),
    shippingAddress: [
      address.title,
      address.fullName,
      address.phone,
      address.city,
      address.district,
      address.neighborhood,
      address.addressLine,
      address.postalCode ?? null,
    ],
    notes: request.notes ?? null,
  })
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
