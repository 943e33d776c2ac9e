import { usePublicSettings } from '@shop/api-client'
import { type DisplayCurrency, formatPrice, useT } from '@shop/i18n'
import { quoteShipping } from '@shop/state'
import { ButtonLink } from '@shop/ui'
import type { ReactNode } from 'react'
import styles from './cart.module.css'

interface CartSummaryProps {
  subtotal: number
  display: DisplayCurrency
  /** The WhatsApp order link, when WhatsApp is enabled. */
  whatsapp?: ReactNode
}

/**
 * Subtotal, shipping from settings (free above the threshold, with a hint until then), total, the VAT note at the
 * settings' rate, checkout.
 */
export function CartSummary({ subtotal, display, whatsapp }: CartSummaryProps) {
  const t = useT()
  const { settings } = usePublicSettings()
  const quote = quoteShipping(subtotal, settings.shipping)
  const money = (lira: number) => formatPrice(lira, display) ?? t('price.unavailable')
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary">
      <h2 id="cart-summary" className={styles.summaryTitle}>
        {t('cart.summary')}
      </h2>
      <dl className={styles.totals}>
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd data-testid="cart-subtotal">{money(subtotal)}</dd>
        </div>
        <div>
          <dt>{t('cart.shipping')}</dt>
          <dd>{quote.isFree ? t('cart.shipping_free') : money(quote.shippingCost)}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>{t('cart.total')}</dt>
          <dd data-testid="cart-total">{money(quote.total)}</dd>
        </div>
      </dl>
      <p className={quote.isFree ? styles.hintDone : styles.hint} data-testid="free-shipping-hint">
        {quote.isFree
          ? t('cart.free_shipping_reached')
          : t('cart.free_shipping_hint', { amount: money(quote.remainingForFree) })}
      </p>
      <p className={styles.taxNote}>{t('cart.tax_note', { rate: settings.shipping.taxRatePercent })}</p>
      <ButtonLink to="/checkout" block>
        {t('cart.checkout')}
      </ButtonLink>
      {whatsapp}
    </aside>
  )
}
