import { isApiError, orderQueries, usePublicSettings } from '@shop/api-client'
import { chargedTaxRatePercent } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Breadcrumb, ButtonLink, Container, ErrorPanel, Spinner, useFormatDate, usePageTitle } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { AccountPage } from '../components/account-page'
import { AmountsList } from '../components/amounts-list'
import { SectionCard } from '../components/section-card'
import { CancelOrderButton } from '../features/orders/components/cancel-order-button'
import { LiraNote } from '../features/orders/components/lira-note'
import { OrderAddress } from '../features/orders/components/order-address'
import { OrderLines } from '../features/orders/components/order-lines'
import { OrderPlacedPanel, useJustPlaced } from '../features/orders/components/order-placed-panel'
import { StatusBadges } from '../features/orders/components/status-badges'
import styles from './order-page.module.css'

/** An id that is not the customer's (or not an id at all) reads as a missing order. */
const MISSING = new Set([400, 403, 404])

export function OrderPage() {
  const t = useT()
  const justPlaced = useJustPlaced()
  const { id = '' } = useParams()
  const formatDate = useFormatDate()
  const query = useQuery(orderQueries.detail(id))
  const { settings } = usePublicSettings()
  usePageTitle(query.data ? t('order.title', { number: query.data.order.orderNumber }) : t('orders.title'))

  if (query.isPending) return <Spinner />
  if (query.isError) {
    if (isApiError(query.error) && MISSING.has(query.error.status)) {
      return (
        <AccountPage title={t('order.not_found')}>
          <div>
            <ButtonLink to="/orders">{t('order.back_to_orders')}</ButtonLink>
          </div>
        </AccountPage>
      )
    }
    return (
      <Container>
        <ErrorPanel
          title={t('order.load_error')}
          detail={query.error.message}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      </Container>
    )
  }

  const { order, whatsappUrl } = query.data
  const chat = whatsappUrl && order.paymentStatus === 'pending' ? whatsappUrl : null
  const placedPanel = justPlaced && order.status !== 'cancelled'
  return (
    <AccountPage
      title={t('order.title', { number: order.orderNumber })}
      subtitle={t('order.placed_on', { date: formatDate(order.createdAt) })}
      before={
        <Breadcrumb
          items={[
            { label: t('nav.home'), to: '/' },
            { label: t('orders.title'), to: '/orders' },
            { label: order.orderNumber },
          ]}
        />
      }
    >
      {/* A cancelled order is no longer placed, whoever cancelled it and whatever the history entry remembers. */}
      {placedPanel && <OrderPlacedPanel whatsappUrl={chat} />}
      <div className={styles.header}>
        <StatusBadges status={order.status} paymentStatus={order.paymentStatus} />
        <div className={styles.actions}>
          {/* Right after checkout the placed panel's button sends the same message: one button, not two. */}
          {chat && !placedPanel && (
            <ButtonLink to={chat} target="_blank" rel="noopener noreferrer" data-testid="order-whatsapp">
              {t('orders.whatsapp')}
            </ButtonLink>
          )}
          <CancelOrderButton order={order} size="medium" />
        </div>
      </div>
      <div className={styles.layout}>
        <div className={styles.column}>
          <SectionCard title={t('order.items')}>
            <OrderLines items={order.items} />
          </SectionCard>
          <SectionCard title={t('order.delivery_address')}>
            <OrderAddress address={order.shippingAddress} className={styles.address} />
          </SectionCard>
          {order.notes && (
            <SectionCard title={t('order.notes')}>
              <p className={styles.notes}>{order.notes}</p>
            </SectionCard>
          )}
        </div>
        <div className={styles.column}>
          <SectionCard title={t('order.summary')}>
            <AmountsList
              amounts={order}
              taxRatePercent={chargedTaxRatePercent(order, settings.shipping.taxRatePercent)}
            />
            <LiraNote amount={order.totalAmount} />
            <dl className={styles.facts}>
              <dt>{t('order.payment_method')}</dt>
              <dd>{t('order.payment_whatsapp')}</dd>
              {order.trackingNumber && (
                <>
                  <dt>{t('order.tracking_number')}</dt>
                  <dd data-testid="tracking-number">{order.trackingNumber}</dd>
                </>
              )}
              {order.estimatedDeliveryDate && (
                <>
                  <dt>{t('order.estimated_delivery')}</dt>
                  <dd>{formatDate(order.estimatedDeliveryDate)}</dd>
                </>
              )}
            </dl>
          </SectionCard>
          <ButtonLink variant="secondary" to="/orders">
            {t('order.back_to_orders')}
          </ButtonLink>
        </div>
      </div>
    </AccountPage>
  )
}
