import {
  hasDiscount,
  kurusToLira,
  type OrderLineProblem,
  type OrderQuote,
  type OrderQuoteLine,
  readLocalized,
  type ShippingRule,
  TAX_RATE_PERCENT,
} from '@shop/domain'
import type { MessageLanguage } from '@shop/domain/messages/index'
import type { Db } from '../env'
import { message } from './messages'
import { type OrderPricing, type PricedItem, priceOrder, type RequestedItem } from './order-pricing'

/**
 * What POST /orders would charge for these items now, without writing anything: the same pricing, shipping and tax
 * as order placement, with each line's current price and stock and, per line, why it cannot be ordered as asked.
 */
export async function quoteOrder(
  db: Db,
  items: readonly RequestedItem[],
  shipping: ShippingRule,
  language: MessageLanguage,
): Promise<OrderQuote> {
  return quoteOfPricing(await priceOrder(db, items, shipping), shipping, language)
}

/** A pricing already read (by POST /orders, refusing a changed total) as the quote the screens show. */
export function quoteOfPricing(
  { items: priced, totals }: OrderPricing,
  shipping: ShippingRule,
  language: MessageLanguage,
): OrderQuote {
  const lines = priced.map((line) => quoteLine(line, language))
  return {
    lines,
    subtotal: kurusToLira(totals.subtotal),
    shippingCost: kurusToLira(totals.shippingCost),
    taxAmount: kurusToLira(totals.taxAmount),
    taxRatePercent: shipping.taxRatePercent ?? TAX_RATE_PERCENT,
    discountAmount: kurusToLira(totals.discountAmount),
    totalAmount: kurusToLira(totals.totalAmount),
    canOrder: lines.every((line) => line.problem === null),
  }
}

function quoteLine({ item, product, problem }: PricedItem, language: MessageLanguage): OrderQuoteLine {
  if (!product) {
    return {
      product: item.product,
      quantity: item.quantity,
      sku: null,
      price: null,
      discountPrice: null,
      unitPrice: null,
      total: 0,
      stock: null,
      isActive: false,
      problem,
      message: problemMessage(problem, item.product, 0, language),
    }
  }
  const name = readLocalized(product.name, language) || product.sku
  return {
    product: product.id,
    quantity: item.quantity,
    sku: product.sku,
    price: kurusToLira(product.price),
    discountPrice: hasDiscount(product.price, product.discountPrice)
      ? kurusToLira(product.discountPrice as number)
      : null,
    unitPrice: kurusToLira(product.effectivePrice),
    total: problem === null ? kurusToLira(product.effectivePrice * item.quantity) : 0,
    stock: product.stock,
    isActive: product.isActive,
    problem,
    message: problemMessage(problem, name, product.stock, language),
  }
}

/** The storefront's own texts: 'Stokta yok' and the spec's 'Maksimum {stock} adet ekleyebilirsiniz' for stock. */
function problemMessage(
  problem: OrderLineProblem | null,
  product: string,
  stock: number,
  language: MessageLanguage,
): string | null {
  switch (problem) {
    case null:
      return null
    case 'unknown':
      return message('order.product_not_found', { product }, language)
    case 'inactive':
      return message('order.product_unavailable', { product }, language)
    case 'out_of_stock':
      return message('product.out_of_stock', {}, language)
    case 'insufficient_stock':
      return message('product.max_stock', { stock }, language)
  }
}
