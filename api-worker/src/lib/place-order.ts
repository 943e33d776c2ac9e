import {
  approximateAmount,
  type CreateOrderRequest,
  type ExchangeRates,
  kurusToLira,
  type MoneyStyle,
  newOrderNumber,
  type OrderDto,
  orderWhatsappMessage,
  readLocalized,
  type ShippingRule,
  type WhatsappLanguage,
} from '@shop/domain'
import { HTTPException } from 'hono/http-exception'
import { findOrderByIdempotencyKey } from '../db/queries/order-reads'
import { insertOrderWithStock, type NewOrderLine } from '../db/queries/order-writes'
import type { Db } from '../env'
import { fieldFailure } from './errors'
import { newId } from './ids'
import { currentLanguage, message } from './messages'
import { isSellable, type PricedItem, priceOrder } from './order-pricing'
import { PriceChangedError } from './price-changed'

/** Attempts when the batch fails on something a fresh read may explain or avoid (an order-number clash, a race). */
const MAX_ATTEMPTS = 3

export interface PlaceOrderInput {
  userId: string
  request: CreateOrderRequest
  language: WhatsappLanguage
  idempotencyKey: string | null
  shipping: ShippingRule
  /** How amounts are written in the WhatsApp message (the settings' lira symbol and position). */
  liraStyle: MoneyStyle
  /** The active exchange rates, for the approximate total in the shopper's currency (`request.currency`). */
  rates: ExchangeRates
}

export interface PlacedOrder {
  order: OrderDto
  /** True when an earlier request with the same idempotency key had already created it. */
  replayed: boolean
}

/**
 * The server is the authority on an order: it reads each product's current price (discount rule applied) and
 * stock, computes the totals, refuses them when they are not the total the shopper confirmed (`expectedTotal`), and
 * writes order, lines and stock decrements in one atomic batch that fails as a whole when any product ran out or
 * changed in between. A replay answers the order the key created, whatever the prices are now.
 */
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { userId, request, idempotencyKey } = input
  const requestHash = idempotencyKey ? await hashRequest(request) : null
  if (idempotencyKey && requestHash) {
    const earlier = await replay(db, userId, idempotencyKey, requestHash)
    if (earlier) return earlier
  }
  const id = newId()
  for (let attempt = 1; ; attempt++) {
    const pricing = await priceOrder(db, request.items, input.shipping)
    const { items, totals } = pricing
    const lines = orderLines(items)
    // The shopper confirmed another total: nothing is written, they see the new one first.
    if (request.expectedTotal !== undefined && request.expectedTotal !== totals.totalAmount) {
      throw new PriceChangedError(request.expectedTotal, pricing)
    }
    const orderNumber = newOrderNumber()
    const whatsappMessage = orderWhatsappMessage(
      {
        orderNumber,
        items: lines.map((line) => ({
          name: line.productName,
          sku: line.sku,
          quantity: line.quantity,
          price: kurusToLira(line.unitPrice),
          total: kurusToLira(line.total),
        })),
        subtotal: kurusToLira(totals.subtotal),
        shippingCost: kurusToLira(totals.shippingCost),
        taxAmount: kurusToLira(totals.taxAmount),
        totalAmount: kurusToLira(totals.totalAmount),
        taxRatePercent: input.shipping.taxRatePercent,
        shippingAddress: request.shippingAddress,
        notes: request.notes,
        approximateTotal: approximateAmount(kurusToLira(totals.totalAmount), request.currency, input.rates),
      },
      input.language,
      undefined,
      input.liraStyle,
    )
    try {
      const order = await insertOrderWithStock(db, {
        id,
        orderNumber,
        userId,
        shippingAddress: request.shippingAddress,
        notes: request.notes ?? null,
        totals,
        whatsappMessage,
        language: input.language,
        idempotencyKey,
        requestHash,
        lines,
      })
      return { order, replayed: false }
    } catch (error) {
      const failure = batchFailure(error)
      if (failure === 'idempotency' && idempotencyKey && requestHash) {
        // A parallel request with the same key won the unique index: answer its order.
        const earlier = await replay(db, userId, idempotencyKey, requestHash)
        if (earlier) return earlier
      }
      if (failure === null || failure === 'idempotency') throw error
      // Stock, product or number clash: the next read names what ran out, or the retry goes through.
      if (attempt >= MAX_ATTEMPTS) throw stockConflict(lines[0])
    }
  }
}

async function replay(db: Db, userId: string, key: string, requestHash: string): Promise<PlacedOrder | null> {
  const earlier = await findOrderByIdempotencyKey(db, userId, key)
  if (!earlier) return null
  if (earlier.requestHash !== requestHash) {
    throw new HTTPException(422, { message: message('order.idempotency_mismatch') })
  }
  return { order: earlier.order, replayed: true }
}

/** The priced items as order lines; 409 naming the first product that cannot be sold as asked. */
function orderLines(items: PricedItem[]): [NewOrderLine, ...NewOrderLine[]] {
  const lines = items.map((priced, index): NewOrderLine => {
    if (!isSellable(priced)) throw lineRefusal(priced, `items.${index}`)
    const { item, product } = priced
    return {
      id: newId(),
      productId: product.id,
      productName: product.name,
      productImage: product.images[0] ?? null,
      sku: product.sku,
      quantity: item.quantity,
      unitPrice: product.effectivePrice,
      total: product.effectivePrice * item.quantity,
    }
  })
  const [first, ...rest] = lines
  if (!first) throw new HTTPException(400, { message: message('order.items_required') })
  return [first, ...rest]
}

function lineRefusal({ item, product }: PricedItem, field: string) {
  if (!product) return fieldFailure(409, field, message('order.product_not_found', { product: item.product }))
  const name = readLocalized(product.name, currentLanguage()) || product.sku
  if (!product.isActive)
    return fieldFailure(409, field, message('order.product_unavailable', { product: name }))
  return fieldFailure(
    409,
    field,
    message('order.insufficient_stock', { product: name, stock: product.stock }),
  )
}

function stockConflict(line: NewOrderLine) {
  const name = readLocalized(line.productName, currentLanguage()) || line.sku
  return new HTTPException(409, { message: message('order.insufficient_stock', { product: name, stock: 0 }) })
}

type BatchFailure = 'stock' | 'product' | 'order_number' | 'idempotency'

/** What made an order batch fail, read from the constraint D1 names (drizzle wraps D1's error as `cause`). */
export function batchFailure(error: unknown): BatchFailure | null {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const text = current.message
    if (/CHECK constraint failed/.test(text)) return 'stock'
    if (/FOREIGN KEY constraint failed/.test(text)) return 'product'
    if (/UNIQUE constraint failed: orders\.order_number/.test(text)) return 'order_number'
    if (/UNIQUE constraint failed: orders\.user_id, orders\.idempotency_key/.test(text)) return 'idempotency'
    current = current.cause
  }
  return null
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
