import type { OrderStatus, PaymentStatus } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Badge } from '../../../components/badge'
import { ORDER_STATUS_TONE, PAYMENT_STATUS_TONE } from '../lib/status-tone'

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT()
  return <Badge tone={ORDER_STATUS_TONE[status]}>{t(`order_status.${status}`)}</Badge>
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT()
  return <Badge tone={PAYMENT_STATUS_TONE[status]}>{t(`payment_status.${status}`)}</Badge>
}
