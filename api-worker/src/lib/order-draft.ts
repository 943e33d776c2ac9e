import {
  approximateAmount,
  type CreateOrderRequest,
  type ExchangeRates,
  kurusToLira,
  liraStyleOf,
  newOrderNumber,
  orderWhatsappMessage,
  readLocalized,
  type Settings,
  type WhatsappLanguage,
} from '@shop/domain'
import { HTTPException } from 'hono/http-exception'
import type { NewOrder, NewOrderLine } from '../db/queries/order-writes'
import { fieldFailure } from './errors'
import { newId } from './ids'
import { currentLanguage, message } from './messages'
import { isSellable, type OrderPricing, type PricedItem } from './order-pricing'

export interface OrderDraftInput {
  id: string
  userId: string
  request: CreateOrderRequest
  language: WhatsappLanguage
  idempotencyKey: string | null
  requestHash: string | null
  settings: Settings
  /** The active rates, for the approximate total in the shopper's currency (`request.currency`). */
  rates: ExchangeRates
}

/** The priced items as order lines; 409 naming the first product that cannot be sold as asked. */
export function orderLines(items: PricedItem[]): [NewOrderLine, ...NewOrderLine[]] {
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

/** The refusal when the stock ran out between every read and its write. */
export function stockConflict(line: NewOrderLine) {
  const name = readLocalized(line.productName, currentLanguage()) || line.sku
  return new HTTPException(409, { message: message('order.insufficient_stock', { product: name, stock: 0 }) })
}

/**
 * The order to write from a pricing whose every line can be sold: a new order number, its lines, and the WhatsApp
 * message in the shopper's language with amounts in the settings' lira style (and the approximate total in their
 * currency at today's rate).
 */
export function draftOrder(
  pricing: OrderPricing,
  lines: [NewOrderLine, ...NewOrderLine[]],
  input: OrderDraftInput,
): NewOrder {
  const { request, settings } = input
  const { totals } = pricing
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
      taxRatePercent: settings.shipping.taxRatePercent,
      shippingAddress: request.shippingAddress,
      notes: request.notes,
      approximateTotal: approximateAmount(kurusToLira(totals.totalAmount), request.currency, input.rates),
    },
    input.language,
    undefined,
    liraStyleOf(settings.currency),
  )
  return {
    id: input.id,
    orderNumber,
    userId: input.userId,
    shippingAddress: request.shippingAddress,
    notes: request.notes ?? null,
    totals,
    whatsappMessage,
    language: input.language,
    idempotencyKey: input.idempotencyKey,
    requestHash: input.requestHash,
    lines,
  }
}
