import {
  ORDER_STATUS_TRANSITIONS,
  type OrderDto,
  type OrderStatus,
  type OrderStatusUpdateInput,
  type PaymentStatus,
} from '@shop/domain'

/** The update dialog's fields; the date as a date input holds it (YYYY-MM-DD, '' for none). */
export interface OrderUpdateValues {
  status: OrderStatus
  paymentStatus: PaymentStatus
  trackingNumber: string
  estimatedDeliveryDate: string
}

/** The statuses the dialog offers: where the order is now, then the moves the domain's table allows from there. */
export function statusChoices(current: OrderStatus): OrderStatus[] {
  return [current, ...ORDER_STATUS_TRANSITIONS[current]]
}

/** A stored date as a date input takes it; a full timestamp keeps its day. */
const dateInputValue = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : ''

export function initialUpdateValues(order: OrderDto): OrderUpdateValues {
  return {
    status: order.status,
    paymentStatus: order.paymentStatus,
    trackingNumber: order.trackingNumber ?? '',
    estimatedDeliveryDate: dateInputValue(order.estimatedDeliveryDate),
  }
}

/**
 * The PATCH body: only the fields the admin changed, so an untouched payment status lets the server apply its
 * cancel/re-open rule, and an emptied text field is sent as null (clears it). Empty when nothing changed.
 */
export function updateBody(initial: OrderUpdateValues, values: OrderUpdateValues): OrderStatusUpdateInput {
  const body: OrderStatusUpdateInput = {}
  if (values.status !== initial.status) body.status = values.status
  if (values.paymentStatus !== initial.paymentStatus) body.paymentStatus = values.paymentStatus
  const tracking = values.trackingNumber.trim()
  if (tracking !== initial.trackingNumber.trim()) body.trackingNumber = tracking || null
  if (values.estimatedDeliveryDate !== initial.estimatedDeliveryDate) {
    body.estimatedDeliveryDate = values.estimatedDeliveryDate || null
  }
  return body
}
