import { z } from 'zod'
import { shippingAddressSchema } from './address'
import { orderItemsSchema } from './order'

/**
 * POST /orders/quote: the same items (and, optionally, the address) that POST /orders takes, validated by the same
 * pieces, so a cart that quotes cleanly is one the order accepts. Apart from order-quote.ts, whose line rule the
 * shop's cart reads without zod.
 */
export const orderQuoteSchema = z.object({
  items: orderItemsSchema,
  shippingAddress: shippingAddressSchema.optional(),
})
export type OrderQuoteInput = z.input<typeof orderQuoteSchema>
export type OrderQuoteRequest = z.output<typeof orderQuoteSchema>
