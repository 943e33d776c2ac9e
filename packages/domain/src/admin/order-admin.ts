import { z } from 'zod'
import {
  ORDER_STATUSES,
  type OrderStatus,
  PAGE_SIZE,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '../constants'
import { NON_CANCELLABLE_PAYMENT_STATUS, type OrderDto } from '../order'
import { paginationQuerySchema } from '../product'
import { dashboardQuerySchema } from './dashboard'

/**
 * Where the admin may move an order (PATCH /orders/{id}/status). The spec lets the admin pick any value; the server
 * refuses only the moves that would make the order say something false:
 * - forward along pending → confirmed → processing → shipped → delivered, skipping steps (an order confirmed and
 *   sent the same day, or handed over at the counter);
 * - one step back before delivery, to undo a mis-click (shipped → processing, not further: the parcel has left);
 * - cancelled from any status before delivery; cancelling puts the order's units back on stock;
 * - delivered is final: the goods are with the customer, so it never goes back (to pending or anywhere) and is not
 *   cancelled either, which would put units back on a shelf they are not on (returns are not modelled);
 * - cancelled → pending or confirmed re-opens the order and takes its units off stock again (refused when short).
 */
export const ORDER_STATUS_TRANSITIONS = {
  pending: ['confirmed', 'processing', 'shipped', 'delivered', 'cancelled'],
  confirmed: ['pending', 'processing', 'shipped', 'delivered', 'cancelled'],
  processing: ['confirmed', 'shipped', 'delivered', 'cancelled'],
  shipped: ['processing', 'delivered', 'cancelled'],
  delivered: [],
  cancelled: ['pending', 'confirmed'],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>

/** Whether the admin may move an order from one status to another (staying where it is is not a move). */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return (ORDER_STATUS_TRANSITIONS[from] as readonly OrderStatus[]).includes(to)
}

export interface OrderState {
  status: OrderStatus
  paymentStatus: PaymentStatus
}

/** What a status change does to the products' stock: a cancelled order holds no units, any other holds them. */
export type OrderStockEffect = 'return' | 'take' | null

export type OrderUpdatePlan =
  | { ok: true; status: OrderStatus; paymentStatus: PaymentStatus; stock: OrderStockEffect }
  | { ok: false; reason: 'transition'; from: OrderStatus; to: OrderStatus }
  | { ok: false; reason: 'cancelled_payment' }

/**
 * The state an admin's request leads to, or why it is refused. Payment status is free, except that a cancelled
 * order's payment is never completed (the customer's cancel rule says the same from the other side). When the
 * admin leaves payment as it was, cancelling turns a pending payment into cancelled (as the customer's cancel does)
 * and re-opening turns a cancelled payment back into pending.
 */
export function planOrderUpdate(
  current: OrderState,
  request: { status?: OrderStatus; paymentStatus?: PaymentStatus },
): OrderUpdatePlan {
  const from = current.status
  const to = request.status ?? from
  if (to !== from && !canMoveOrder(from, to)) return { ok: false, reason: 'transition', from, to }
  const cancelling = to === 'cancelled' && from !== 'cancelled'
  const reopening = from === 'cancelled' && to !== 'cancelled'
  let paymentStatus = request.paymentStatus ?? current.paymentStatus
  if (paymentStatus === current.paymentStatus) {
    if (cancelling && paymentStatus === 'pending') paymentStatus = 'cancelled'
    if (reopening && paymentStatus === 'cancelled') paymentStatus = 'pending'
  }
  if (to === 'cancelled' && paymentStatus === NON_CANCELLABLE_PAYMENT_STATUS) {
    return { ok: false, reason: 'cancelled_payment' }
  }
  return { ok: true, status: to, paymentStatus, stock: cancelling ? 'return' : reopening ? 'take' : null }
}

/** '' and 'all' (a select's "every status" option) mean no filter. */
const optionalFilter = <const T extends readonly [string, ...string[]]>(values: T, key: string) =>
  z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    z.enum(values, key).optional(),
  )

/** GET /orders (admin list): newest first, 20 a page. */
export const adminOrderListQuerySchema = paginationQuerySchema.extend({
  limit: paginationQuerySchema.shape.limit.removeDefault().default(PAGE_SIZE.adminOrders),
  /** Order number, shipping full name or shipping phone (spaces ignored). */
  search: z
    .string()
    .trim()
    .max(100, 'validation.too_long')
    .optional()
    .transform((value) => value || undefined),
  status: optionalFilter(ORDER_STATUSES, 'admin.order.status_invalid'),
  paymentStatus: optionalFilter(PAYMENT_STATUSES, 'admin.order.payment_status_invalid'),
})
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>

export const TRACKING_NUMBER_MAX_LENGTH = 100

/** Control characters (line breaks, tabs) and the Unicode line and paragraph separators. */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day written YYYY-MM-DD (2025-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** Empty or null clears the field (stored as null). */
const clearable = <T extends z.ZodType<string | null>>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema)

/** PATCH /orders/{id}/status: at least one of the four fields. */
export const orderStatusUpdateSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, 'admin.order.status_invalid').optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES, 'admin.order.payment_status_invalid').optional(),
    trackingNumber: clearable(
      z
        .string('admin.order.tracking_invalid')
        .trim()
        .max(TRACKING_NUMBER_MAX_LENGTH, 'admin.order.tracking_too_long')
        .refine((value) => !NOT_ONE_LINE.test(value), 'admin.order.tracking_invalid')
        .nullable(),
    ).optional(),
    estimatedDeliveryDate: clearable(
      z
        .string('admin.order.delivery_date_invalid')
        .trim()
        .refine(isIsoDate, 'admin.order.delivery_date_invalid')
        .nullable(),
    ).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'admin.order.nothing_to_update')
export type OrderStatusUpdate = z.output<typeof orderStatusUpdateSchema>
export type OrderStatusUpdateInput = z.input<typeof orderStatusUpdateSchema>

/** The fields of an order the admin's status call changes, as an audit row keeps the changed ones. */
export interface OrderChangeFields {
  status?: OrderStatus
  paymentStatus?: PaymentStatus
  trackingNumber?: string | null
  estimatedDeliveryDate?: string | null
}

/** GET /orders/admin/{id}: the order (its history is GET /orders/admin/{id}/history, the order's audit rows). */
export interface AdminOrderDetail {
  order: OrderDto
}

export const ORDER_STATS_PERIODS = ['7d', '30d', '90d', '12m'] as const
export type OrderStatsPeriod = (typeof ORDER_STATS_PERIODS)[number]

export const orderStatsQuerySchema = z.object({
  period: z.enum(ORDER_STATS_PERIODS, 'admin.order.period_invalid').default('30d'),
  /** The zone whose days and months the series counts (UTC when left out). */
  timeZone: dashboardQuerySchema.shape.timeZone,
})

export interface OrderStatsPoint {
  /** YYYY-MM-DD for a day, YYYY-MM for a month (UTC). */
  date: string
  /** Orders placed in it, cancelled ones included. */
  orders: number
  /** Lira, cancelled orders left out. */
  revenue: number
}

/**
 * GET /orders/stats/overview?period=: the orders placed in the period (7, 30 or 90 UTC days ending today, by day;
 * or 12 calendar months ending with this one, by month). Revenue and the average leave cancelled orders out.
 */
export interface OrderStatsOverview {
  period: OrderStatsPeriod
  bucket: 'day' | 'month'
  /** First and last day of the period, YYYY-MM-DD (UTC). */
  from: string
  to: string
  totalOrders: number
  byStatus: Record<OrderStatus, number>
  byPaymentStatus: Record<PaymentStatus, number>
  revenue: number
  /** Revenue divided by the orders that are not cancelled; 0 when there are none. */
  averageOrderValue: number
  /** Every day or month of the period, oldest first, zero-filled. */
  series: OrderStatsPoint[]
}
