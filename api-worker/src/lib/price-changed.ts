import {
  type ApiFailure,
  formatMoneyIn,
  kurusToLira,
  type MoneyStyle,
  type PriceChangedDetails,
  type ShippingRule,
} from '@shop/domain'
import { HTTPException } from 'hono/http-exception'
import { currentLanguage, message } from './messages'
import type { OrderPricing } from './order-pricing'
import { quoteOfPricing } from './order-quote'

/**
 * POST /orders was sent with a total (`expectedTotal`, kuruş) that is no longer what the order costs: a price,
 * discount, shipping or tax rule changed after the shopper's quote. Thrown before anything is written.
 */
export class PriceChangedError extends Error {
  constructor(
    readonly expectedTotal: number,
    readonly pricing: OrderPricing,
  ) {
    super('order total changed since the quote')
    this.name = 'PriceChangedError'
  }
}

/**
 * The 409 failure: the message names the new total, `data` carries the fresh quote for the screen to show. Built
 * as a whole response (the error handler answers it as is), so the order route's typed success answer stays one.
 */
export function priceChangedFailure(error: PriceChangedError, shipping: ShippingRule, liraStyle: MoneyStyle) {
  const language = currentLanguage()
  const quote = quoteOfPricing(error.pricing, shipping, language)
  const data: PriceChangedDetails = { expectedTotal: kurusToLira(error.expectedTotal), quote }
  const text = message(
    'order.price_changed',
    { total: formatMoneyIn(language, quote.totalAmount, liraStyle) },
    language,
  )
  const body: ApiFailure & { data: PriceChangedDetails } = { success: false, message: text, data }
  return new HTTPException(409, { message: text, res: Response.json(body) })
}
