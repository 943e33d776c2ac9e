import type { AdminOrderDetail } from '@shop/domain'
import { useT } from '@shop/i18n'
import { useLira } from '@shop/ui'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { EntityHistory } from '../../../components/entity-history'
import { useAdminDates } from '../../../hooks/use-admin-dates'
import { useOrderHistory } from '../api/get-order-history'
import { CustomerPhone } from './customer-phone'
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges'
import styles from './order-detail.module.css'
import { OrderItems } from './order-items'

/** A titled part of the detail dialog, named by its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  )
}

/** Everything about one order for the detail dialog: state, items, address, note, amounts, delivery and history. */
export function OrderDetail({ detail }: { detail: AdminOrderDetail }) {
  const t = useT()
  const dates = useAdminDates()
  const lira = useLira()
  const { order } = detail
  const history = useOrderHistory(order._id)
  const address = order.shippingAddress
  const notSet = <span className={styles.muted}>{t('admin.orders.not_set')}</span>
  return (
    <div className={styles.detail}>
      <div className={styles.overview}>
        <time dateTime={order.createdAt}>{dates.dateTime(order.createdAt)}</time>
        <OrderStatusBadge status={order.status} />
        <PaymentStatusBadge status={order.paymentStatus} />
      </div>

      <Section title={t('admin.orders.items')}>
        <OrderItems items={order.items} />
      </Section>

      <div className={styles.columns}>
        <Section title={t('admin.orders.address')}>
          <address className={styles.address}>
            <strong>{address.fullName}</strong>
            <CustomerPhone
              phone={address.phone}
              fullName={address.fullName}
              orderNumber={order.orderNumber}
            />
            <span>{address.addressLine}</span>
            <span>{address.neighborhood}</span>
            <span>{`${address.district} / ${address.city}${address.postalCode ? ` ${address.postalCode}` : ''}`}</span>
          </address>
        </Section>

        <Section title={t('admin.orders.totals')}>
          <dl className={styles.pairs}>
            <dt>{t('admin.orders.subtotal')}</dt>
            <dd>{lira(order.subtotal)}</dd>
            <dt>{t('admin.orders.shipping')}</dt>
            <dd>{order.shippingCost === 0 ? t('admin.orders.shipping_free') : lira(order.shippingCost)}</dd>
            <dt>{t('admin.orders.tax')}</dt>
            <dd>{lira(order.taxAmount)}</dd>
            {order.discountAmount > 0 && (
              <>
                <dt>{t('admin.orders.discount')}</dt>
                <dd>{`−${lira(order.discountAmount)}`}</dd>
              </>
            )}
            <dt className={styles.grand}>{t('admin.orders.total')}</dt>
            <dd className={styles.grand}>{lira(order.totalAmount)}</dd>
          </dl>
        </Section>
      </div>

      {order.notes && (
        <Section title={t('admin.orders.notes')}>
          <p className={styles.notes}>{order.notes}</p>
        </Section>
      )}

      <Section title={t('admin.orders.delivery')}>
        <dl className={styles.pairs}>
          <dt>{t('admin.orders.tracking_number')}</dt>
          <dd>{order.trackingNumber ?? notSet}</dd>
          <dt>{t('admin.orders.estimated_delivery')}</dt>
          <dd>{order.estimatedDeliveryDate ? dates.date(order.estimatedDeliveryDate) : notSet}</dd>
        </dl>
      </Section>

      <Section title={t('admin.orders.history')}>
        <EntityHistory query={history} />
      </Section>
    </div>
  )
}
