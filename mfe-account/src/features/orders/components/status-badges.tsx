import type { OrderStatus, PaymentStatus } from '@shop/domain'
import { useT } from '@shop/i18n'
import { VisuallyHidden } from '@shop/ui'
import styles from './status-badges.module.css'

const STATUS_TONE: Record<OrderStatus, string | undefined> = {
  pending: styles.waiting,
  confirmed: styles.progress,
  processing: styles.progress,
  shipped: styles.progress,
  delivered: styles.done,
  cancelled: styles.stopped,
}

const PAYMENT_TONE: Record<PaymentStatus, string | undefined> = {
  pending: styles.waiting,
  completed: styles.done,
  failed: styles.stopped,
  cancelled: styles.neutral,
}

/** The order's status and payment status; each badge names what it is for screen readers. */
export function StatusBadges({
  status,
  paymentStatus,
}: {
  status: OrderStatus
  paymentStatus: PaymentStatus
}) {
  const t = useT()
  return (
    <div className={styles.badges}>
      <span className={`${styles.badge} ${STATUS_TONE[status]}`} data-testid="order-status">
        <VisuallyHidden>{`${t('order_status.label')}: `}</VisuallyHidden>
        {t(`order_status.${status}`)}
      </span>
      <span className={`${styles.badge} ${PAYMENT_TONE[paymentStatus]}`} data-testid="payment-status">
        <VisuallyHidden>{`${t('payment_status.label')}: `}</VisuallyHidden>
        {t(`payment_status.${paymentStatus}`)}
      </span>
    </div>
  )
}
