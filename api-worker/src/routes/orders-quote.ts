import { orderQuoteSchema } from '@shop/domain'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { publicRoutes } from '../access/policy'
import { readSettings } from '../db/queries/settings'
import { message } from '../lib/messages'
import { quoteOrder } from '../lib/order-quote'
import { ok } from '../lib/response'
import { validate } from '../lib/validate'

/**
 * 50 lines of ids up to 64 characters and a full address fit well inside this; a larger body is refused before it is
 * read, so the public quote's work stays bounded: at most 50 products read in one query, nothing written.
 */
const QUOTE_BODY_MAX_BYTES = 32 * 1024

const quoteBodyLimit = bodyLimit({
  maxSize: QUOTE_BODY_MAX_BYTES,
  onError: () => {
    throw new HTTPException(413, { message: message('order.too_many_items') })
  },
})

/**
 * POST /orders/quote, public: a visitor's cart is priced by the same function as a signed-in shopper's and as
 * POST /orders itself (order-pricing.ts), so the cart shows the server's total before anyone logs in. A read: it
 * writes nothing and keeps answering in maintenance mode, so the cart can still show real prices.
 */
export const ordersQuote = publicRoutes().post(
  '/quote',
  quoteBodyLimit,
  validate('json', orderQuoteSchema),
  async (c) => {
    const { items } = c.req.valid('json')
    const settings = await readSettings(c.var.db)
    return ok(c, await quoteOrder(c.var.db, items, settings.shipping, c.var.lang))
  },
)
