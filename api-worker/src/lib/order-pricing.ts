import {
  computeOrderTotals,
  type OrderLineProblem,
  type OrderTotals,
  orderLineProblem,
  type ShippingRule,
} from '@shop/domain'
import { type OrderableProduct, readOrderableProducts } from '../db/queries/order-reads'
import type { Db } from '../env'

export interface RequestedItem {
  product: string
  quantity: number
}

/** One requested item against the product as it is now. */
export interface PricedItem {
  item: RequestedItem
  /** Undefined when no product has the id. */
  product: OrderableProduct | undefined
  problem: OrderLineProblem | null
}

/** A line that can be ordered as asked: its product is there, on sale, with enough stock. */
export type SellableItem = PricedItem & { product: OrderableProduct; problem: null }

export interface OrderPricing {
  items: PricedItem[]
  /** The totals (kuruş) of the lines that can be ordered as asked: all of them when no line has a problem. */
  totals: OrderTotals
}

export const isSellable = (priced: PricedItem): priced is SellableItem =>
  priced.problem === null && priced.product !== undefined

/**
 * The one pricing of an order, shared by POST /orders (which stores it) and POST /orders/quote (which shows it):
 * each product's current price (discount rule applied) and stock read now, the sale rule applied per line, and
 * the totals computed by the domain's rule with the settings' shipping and tax.
 */
export async function priceOrder(
  db: Db,
  items: readonly RequestedItem[],
  shipping: ShippingRule,
): Promise<OrderPricing> {
  const products = await readOrderableProducts(
    db,
    items.map((item) => item.product),
  )
  return priceItems(products, items, shipping)
}

/** `priceOrder` on products already read (order placement reads them in its own batch, or knows them). */
export function priceItems(
  products: readonly OrderableProduct[],
  items: readonly RequestedItem[],
  shipping: ShippingRule,
): OrderPricing {
  const byId = new Map(products.map((product) => [product.id, product]))
  const priced = items.map((item): PricedItem => {
    const product = byId.get(item.product)
    return { item, product, problem: orderLineProblem(product, item.quantity) }
  })
  const totals = computeOrderTotals(
    priced
      .filter(isSellable)
      .map(({ item, product }) => ({ unitPrice: product.effectivePrice, quantity: item.quantity })),
    shipping,
  )
  return { items: priced, totals }
}
