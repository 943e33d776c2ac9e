import type { ExchangeRates, Settings } from '@shop/domain'
import type { OrderContext, OrderSettingsTexts } from '../db/queries/order-context'
import type { StoredOrderableProduct } from '../db/queries/order-reads'

/** How many products an isolate remembers for orders; the one read longest ago is forgotten first. */
const MAX_PRODUCTS = 1000

/** The shop-wide facts an order goes by, as read together. */
export interface ShopFacts {
  settings: Settings
  settingsTexts: OrderSettingsTexts
  rates: ExchangeRates
}

/** Everything an order of these products needs, as this isolate last read it. */
export interface KnownOrderFacts extends ShopFacts {
  products: StoredOrderableProduct[]
}

/**
 * What this isolate last read for placing orders. A hint, never an authority: an order placed from it carries each
 * fact as a condition of its own batch (db/queries/order-conditions.ts), so a stale fact only fails that batch and
 * the order is placed again from a fresh read, which also refreshes what is remembered here.
 */
let shop: ShopFacts | null = null
const products = new Map<string, StoredOrderableProduct>()

/** Keeps what a fresh read found. A product that was not found is forgotten. */
export function rememberOrderContext(context: OrderContext, productIds: readonly string[]): void {
  shop = { settings: context.settings, settingsTexts: context.settingsTexts, rates: context.rates }
  for (const id of productIds) products.delete(id)
  for (const product of context.products) {
    products.set(product.id, product)
    if (products.size > MAX_PRODUCTS) {
      const [oldest] = products.keys()
      if (oldest !== undefined) products.delete(oldest)
    }
  }
}

/** The facts for an order of these products, or null when one of them (or the shop's settings) was never read. */
export function knownOrderFacts(productIds: readonly string[]): KnownOrderFacts | null {
  if (!shop) return null
  const known: StoredOrderableProduct[] = []
  for (const id of productIds) {
    const product = products.get(id)
    if (!product) return null
    known.push(product)
  }
  return { ...shop, products: known }
}

/** After an order went through: its units are off the remembered stock too, so a sold-out product is seen sooner. */
export function rememberUnitsTaken(lines: readonly { productId: string; quantity: number }[]): void {
  for (const { productId, quantity } of lines) {
    const product = products.get(productId)
    if (product) products.set(productId, { ...product, stock: product.stock - quantity })
  }
}
