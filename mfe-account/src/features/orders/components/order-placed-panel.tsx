import { useT } from '@shop/i18n'
import { useId } from 'react'
import { useLocation } from 'react-router-dom'
import styles from './order-placed-panel.module.css'

/** Set by checkout when it opens the order's page right after placing it. */
export interface PlacedOrderState {
  justPlaced: true
}

function isPlacedOrderState(state: unknown): state is PlacedOrderState {
  return typeof state === 'object' && state !== null && (state as PlacedOrderState).justPlaced === true
}

/** True on the order's page that checkout has just opened: the placed panel is shown there. */
export function useJustPlaced(): boolean {
  return isPlacedOrderState(useLocation().state)
}

/**
 * The confirmation on the order's page right after checkout: the order is placed, and when WhatsApp is the way on,
 * a prominent link that opens the chat with the order's message. A real link the shopper clicks, so no pop-up
 * blocker stands in the way (a chat opened by script after the order request would be blocked).
 */
export function OrderPlacedPanel({ whatsappUrl }: { whatsappUrl: string | null }) {
  const t = useT()
  const justPlaced = useJustPlaced()
  const titleId = useId()
  if (!justPlaced) return null
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="order-placed">
      <div>
        <h2 id={titleId} className={styles.title}>
          {t('order.placed_title')}
        </h2>
        <p>{t(whatsappUrl ? 'order.placed_whatsapp_note' : 'order.placed_note')}</p>
      </div>
      {whatsappUrl && (
        <a
          className={styles.whatsapp}
          href={whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="order-send-whatsapp"
        >
          {t('order.send_whatsapp')}
        </a>
      )}
    </section>
  )
}
