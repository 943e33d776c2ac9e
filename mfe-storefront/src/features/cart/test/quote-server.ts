import {
  computeOrderTotals,
  DEFAULT_SHIPPING_RULE,
  effectivePrice,
  hasDiscount,
  kurusToLira,
  liraToKurus,
  type OrderQuote,
  type OrderQuoteInput,
  type OrderQuoteLine,
  orderLineProblem,
  type ShippingRule,
} from '@shop/domain'
import { HttpResponse, http } from 'msw'

/** A product as the fake server holds it now (lira). */
export interface ServerProduct {
  price: number
  discountPrice?: number | null
  stock: number
  isActive?: boolean
}

/**
 * POST /orders/quote answered from a small catalogue by the domain's own rules (line problem, discount, totals),
 * so a test changes a price or a stock "on the server" and reads what the cart makes of it. `requests` records
 * every body sent.
 */
export function quoteServer(
  catalogue: Record<string, ServerProduct>,
  rule: ShippingRule = DEFAULT_SHIPPING_RULE,
) {
  const requests: OrderQuoteInput[] = []
  const handler = http.post('*/api/orders/quote', async ({ request }) => {
    const input = (await request.json()) as OrderQuoteInput
    requests.push(input)
    return HttpResponse.json({ success: true, data: quoteOf(catalogue, input, rule) })
  })
  return { handler, requests }
}

function quoteOf(
  catalogue: Record<string, ServerProduct>,
  input: OrderQuoteInput,
  rule: ShippingRule,
): OrderQuote {
  const lines = input.items.map(({ product: id, quantity }): OrderQuoteLine => {
    const product = catalogue[id]
    const problem = orderLineProblem(
      product && { isActive: product.isActive ?? true, stock: product.stock },
      quantity,
    )
    if (!product) {
      return {
        product: id,
        quantity,
        sku: null,
        price: null,
        discountPrice: null,
        unitPrice: null,
        total: 0,
        stock: null,
        isActive: false,
        problem,
        message: null,
      }
    }
    const unitPrice = effectivePrice(product.price, product.discountPrice)
    return {
      product: id,
      quantity,
      sku: id.toUpperCase(),
      price: product.price,
      discountPrice: hasDiscount(product.price, product.discountPrice)
        ? (product.discountPrice ?? null)
        : null,
      unitPrice,
      total: problem === null ? kurusToLira(liraToKurus(unitPrice) * quantity) : 0,
      stock: product.stock,
      isActive: product.isActive ?? true,
      problem,
      message: null,
    }
  })
  const totals = computeOrderTotals(
    lines
      .filter((line) => line.problem === null && line.unitPrice !== null)
      .map((line) => ({ unitPrice: liraToKurus(line.unitPrice ?? 0), quantity: line.quantity })),
    rule,
  )
  return {
    lines,
    subtotal: kurusToLira(totals.subtotal),
    shippingCost: kurusToLira(totals.shippingCost),
    taxAmount: kurusToLira(totals.taxAmount),
    taxRatePercent: rule.taxRatePercent ?? 18,
    discountAmount: kurusToLira(totals.discountAmount),
    totalAmount: kurusToLira(totals.totalAmount),
    canOrder: lines.every((line) => line.problem === null),
  }
}
