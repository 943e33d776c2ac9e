import type { OrderChangeFields, OrderHistoryEntry } from '@shop/domain'
import { type MessageKey, useT } from '@shop/i18n'
import { useIntl } from 'react-intl'
import { DATE_TIME, DAY } from '../lib/date-format'
import styles from './order-detail.module.css'

const FIELD_LABEL = {
  status: 'order_status.label',
  paymentStatus: 'payment_status.label',
  trackingNumber: 'admin.orders.tracking_number',
  estimatedDeliveryDate: 'admin.orders.estimated_delivery',
} as const satisfies Record<keyof OrderChangeFields, MessageKey>

const FIELDS = Object.keys(FIELD_LABEL) as (keyof OrderChangeFields)[]

/** The order's admin changes, newest first: who, when, and each changed field from → to, with the stock effect. */
export function OrderHistory({ history }: { history: OrderHistoryEntry[] }) {
  const t = useT()
  const intl = useIntl()
  if (history.length === 0) return <p className={styles.muted}>{t('admin.orders.history_empty')}</p>

  const show = (field: keyof OrderChangeFields, value: string | null | undefined): string => {
    if (value === null || value === undefined || value === '') return t('admin.orders.history_empty_value')
    if (field === 'status') return t(`order_status.${value as NonNullable<OrderChangeFields['status']>}`)
    if (field === 'paymentStatus') {
      return t(`payment_status.${value as NonNullable<OrderChangeFields['paymentStatus']>}`)
    }
    if (field === 'estimatedDeliveryDate') return intl.formatDate(value, DAY)
    return value
  }

  return (
    <ol className={styles.history}>
      {history.map((entry) => (
        <li key={entry._id} className={styles.historyEntry}>
          <p className={styles.historyHead}>
            <strong>{entry.actor?.name ?? t('admin.orders.history_unknown_actor')}</strong>
            <time dateTime={entry.createdAt} className={styles.muted}>
              {intl.formatDate(entry.createdAt, DATE_TIME)}
            </time>
          </p>
          <ul className={styles.changes}>
            {FIELDS.filter((field) => field in entry.after || field in entry.before).map((field) => (
              <li key={field}>
                {t('admin.orders.history_change', {
                  field: t(FIELD_LABEL[field]),
                  from: show(field, entry.before[field]),
                  to: show(field, entry.after[field]),
                })}
              </li>
            ))}
            {entry.stock && (
              <li>
                {t(
                  entry.stock === 'returned'
                    ? 'admin.orders.history_stock_returned'
                    : 'admin.orders.history_stock_taken',
                )}
              </li>
            )}
          </ul>
        </li>
      ))}
    </ol>
  )
}
