import { z } from 'zod'
import { type ShippingAddress, shippingAddressSchema } from './address'
import {
  ORDER_NOTES_MAX_LENGTH,
  type OrderStatus,
  PAGE_SIZE,
  type PaymentStatus,
  STOREFRONT_CURRENCIES,
} from './constants'
import type { LocalizedText } from './localized'
import { isWithinOrderLines, isWithinOrderQuantity } from './order-limits'
import { paginationQuerySchema } from './product'

const orderItemSchema = z.object({
  product: z.string().trim().min(1, 'order.product_required').max(64, 'order.product_required'),
  quantity: z
    .number({ error: 'order.quantity_invalid' })
    .int('order.quantity_invalid')
    .min(1, 'order.quantity_invalid')
    .refine(isWithinOrderQuantity, 'order.quantity_invalid'),
})

/**
 * The lines of an order or a quote: 1 to 50 products, each once, 1 to 999 units. The limits are the rule of
 * order-limits.ts, which the cart applies too; the line count is checked even when a line is invalid.
 */
export const orderItemsSchema = z
  .array(orderItemSchema, { error: 'order.items_required' })
  .min(1, 'order.items_required')
  .refine((items) => isWithinOrderLines(items.length), {
    message: 'order.too_many_items',
    when: (payload) => Array.isArray(payload.value),
  })
  .refine((items) => new Set(items.map((item) => item.product)).size === items.length, 'order.duplicate_item')
export type OrderItemInput = z.input<typeof orderItemSchema>

/**
 * POST /orders (storefront.md §3 "Order as sent"). Only product ids and quantities: prices and totals are read and
 * computed by the server, so anything else a client sends is ignored. A product may appear once.
 */
export const createOrderSchema = z.object({
  items: orderItemsSchema,
  shippingAddress: shippingAddressSchema,
  notes: z
    .string()
    .trim()
    .max(ORDER_NOTES_MAX_LENGTH, 'order.notes_too_long')
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** The shopper's language for the WhatsApp message; the Accept-Language header when absent. */
  language: z.enum(['tr', 'en']).optional(),
  /**
   * The total (kuruş) the shopper was shown, from POST /orders/quote. When the server's total differs nothing is
   * created: 409 with the fresh quote. Optional for older clients; the checkout always sends it.
   */
  expectedTotal: z
    .number({ error: 'order.expected_total_invalid' })
    .int('order.expected_total_invalid')
    .min(0, 'order.expected_total_invalid')
    .optional(),
  /** The shopper's display currency: the WhatsApp message adds the approximate amount in it (orders are in lira). */
  currency: z.enum(STOREFRONT_CURRENCIES, { error: 'order.currency_invalid' }).optional(),
})
export type CreateOrderInput = z.input<typeof createOrderSchema>
export type CreateOrderRequest = z.output<typeof createOrderSchema>

export const myOrdersQuerySchema = paginationQuerySchema.extend({
  limit: paginationQuerySchema.shape.limit.unwrap().default(PAGE_SIZE.myOrders),
})

/** Order statuses from which the customer may still cancel. */
export const CANCELLABLE_ORDER_STATUSES = ['pending', 'confirmed'] as const satisfies readonly OrderStatus[]
/** Once payment has reached this status, the order can no longer be cancelled. */
export const NON_CANCELLABLE_PAYMENT_STATUS = 'completed' satisfies PaymentStatus

/**
 * An order may be cancelled while it is pending or confirmed and its payment has not been completed. The API's
 * cancel statement is built from the same two constants, so the flag and the guard cannot disagree.
 */
export function canBeCancelled(order: { status: OrderStatus; paymentStatus: PaymentStatus }): boolean {
  return (
    (CANCELLABLE_ORDER_STATUSES as readonly OrderStatus[]).includes(order.status) &&
    order.paymentStatus !== NON_CANCELLABLE_PAYMENT_STATUS
  )
}

/** One line of an order as the API sends it: snapshots of name, image and price as they were when ordered. */
export interface OrderItemDto {
  _id: string
  /** The product's id, or null once the product has been deleted. */
  product: string | null
  productName: LocalizedText
  productImage: string | null
  sku: string
  quantity: number
  /** Unit price in lira (discount applied). */
  price: number
  total: number
}

/** An order as the API sends it. Money in lira with two decimals. */
export interface OrderDto {
  _id: string
  orderNumber: string
  user: string
  status: OrderStatus
  paymentStatus: PaymentStatus
  paymentMethod: string
  items: OrderItemDto[]
  shippingAddress: ShippingAddress
  notes: string | null
  subtotal: number
  shippingCost: number
  taxAmount: number
  discountAmount: number
  totalAmount: number
  trackingNumber: string | null
  estimatedDeliveryDate: string | null
  whatsappMessage: string | null
  language: string
  canBeCancelled: boolean
  cancelledAt: string | null
  createdAt: string
  updatedAt: string
}

/** POST /orders and GET /orders/{id}: the order and the WhatsApp chat link (null when WhatsApp is off). */
export interface OrderAnswer {
  order: OrderDto
  whatsappUrl: string | null
}
