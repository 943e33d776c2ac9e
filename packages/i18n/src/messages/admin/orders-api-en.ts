import type { adminOrdersApiTr } from './orders-api-tr'

export const adminOrdersApiEn: Record<keyof typeof adminOrdersApiTr, string> = {
  'admin.order.status_invalid': 'Invalid order status',
  'admin.order.payment_status_invalid': 'Invalid payment status',
  'admin.order.nothing_to_update': 'Send at least one field to update',
  'admin.order.tracking_invalid': 'The tracking number must be a single line of text',
  'admin.order.tracking_too_long': 'The tracking number can be at most 100 characters',
  'admin.order.delivery_date_invalid': 'The estimated delivery date must be a valid date in YYYY-MM-DD form',
  'admin.order.transition_refused': 'An order that is “{from}” cannot be moved to “{to}”',
  'admin.order.cancelled_payment_completed': 'The payment of a cancelled order cannot be marked as completed',
  'admin.order.paid_cannot_cancel':
    'An order whose payment is completed cannot be cancelled; change the payment status too to cancel it',
  'admin.order.changed': 'The order changed in the meantime; reload the page and try again',
  'admin.order.reopen_short_stock':
    'Not enough stock of {product} ({quantity} in the order, {stock} in stock); the order was not re-opened',
  'admin.order.reopen_product_missing':
    '{product} in this order is no longer in the catalogue; the order cannot be re-opened',
  'admin.order.period_invalid': 'The period must be 7d, 30d, 90d or 12m',
}
