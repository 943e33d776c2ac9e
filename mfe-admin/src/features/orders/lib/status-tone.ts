import type { OrderStatus, PaymentStatus } from '@shop/domain'
import type { BadgeTone } from '../../../components/badge'

/** Waiting orders stand out, finished ones are calm, cancelled ones read as stopped. */
export const ORDER_STATUS_TONE: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'info',
  processing: 'info',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'danger',
}

export const PAYMENT_STATUS_TONE: Record<PaymentStatus, BadgeTone> = {
  pending: 'warning',
  completed: 'success',
  failed: 'danger',
  cancelled: 'neutral',
}
