import { type OrderDto, readLocalized, resolveMediaUrl } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { ButtonLink, useFormatDate, useLira, VisuallyHidden } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { useOrderWhatsappUrl } from '../hooks/use-order-whatsapp-url'
import { CancelOrderButton } from './cancel-order-button'
import styles from './order-card.module.css'
import { StatusBadges } from './status-badges'

const SHOWN_ITEMS = 2

/** One order in the list: number, date, item count, the first two items and '+N', badges, total and actions. */
export function OrderCard({ order }: { order: OrderDto }) {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const formatDate = useFormatDate()
  const lira = useLira()
  const whatsapp = useOrderWhatsappUrl(order)
  const hidden = order.items.length - SHOWN_ITEMS
  return (
    <article className={styles.card} aria-label={order.orderNumber} data-testid="order-card">
      <header className={styles.header}>
        <div>
          <h2 className={styles.number}>
            <VisuallyHidden>{`${t('orders.order_number')}: `}</VisuallyHidden>
            {order.orderNumber}
          </h2>
          <p className={styles.meta}>
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
            {' · '}
            {t('orders.item_count', { count: order.items.length })}
          </p>
        </div>
        <StatusBadges status={order.status} paymentStatus={order.paymentStatus} />
      </header>
      <ul className={styles.items}>
        {order.items.slice(0, SHOWN_ITEMS).map((item, index) => (
          <li key={`${item.sku}-${index}`} className={styles.item}>
            {item.productImage ? (
              <img className={styles.thumb} src={resolveMediaUrl(item.productImage)} alt="" loading="lazy" />
            ) : (
              <span className={styles.thumb} aria-hidden="true" />
            )}
            {/* The name may be cut short; the quantity beside it never is. */}
            <span className={styles.itemName}>{readLocalized(item.productName, language)}</span>{' '}
            <span
              className={styles.itemQuantity}
              data-testid="order-card-quantity"
            >{`× ${item.quantity}`}</span>
          </li>
        ))}
      </ul>
      {hidden > 0 && <p className={styles.more}>{t('orders.more_items', { count: hidden })}</p>}
      <footer className={styles.footer}>
        <p className={styles.total}>
          <VisuallyHidden>{`${t('order.total')}: `}</VisuallyHidden>
          {lira(order.totalAmount)}
        </p>
        <div className={styles.actions}>
          {whatsapp && (
            <ButtonLink
              variant="secondary"
              size="small"
              to={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('orders.whatsapp')}
            </ButtonLink>
          )}
          <CancelOrderButton order={order} />
          <ButtonLink size="small" to={`/orders/${order._id}`}>
            {t('orders.view')}
          </ButtonLink>
        </div>
      </footer>
    </article>
  )
}
