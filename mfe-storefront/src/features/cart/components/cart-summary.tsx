import { usePublicSettings } from '@shop/api-client'
import { type DisplayCurrency, formatPrice, useT } from '@shop/i18n'
import { type CartItem, quoteShipping } from '@shop/state'
import { Button, ButtonLink } from '@shop/ui'
import type { ReactNode } from 'react'
import { useCartQuote } from '../api/use-cart-quote'
import styles from './cart.module.css'
import quoteStyles from './cart-quote.module.css'

interface CartSummaryProps {
  items: readonly CartItem[]
  /** The cart's own subtotal (lira), the estimate shown until the server's quote arrives. */
  subtotal: number
  display: DisplayCurrency
  /** The WhatsApp order link, when WhatsApp is enabled. */
  whatsapp?: ReactNode
}

/**
 * Subtotal, shipping, VAT and total as the server will charge them (POST /orders/quote) for a signed-in shopper;
 * a visitor, or the moment before the quote arrives or after it failed, sees the cart's own estimate, said to be one.
 */
export function CartSummary({ items, subtotal, display, whatsapp }: CartSummaryProps) {
  const t = useT()
  const { settings } = usePublicSettings()
  const quote = useCartQuote(items)
  const money = (lira: number) => formatPrice(lira, display) ?? t('price.unavailable')
  const server = quote.isError ? undefined : quote.data
  const estimate = quoteShipping(subtotal, settings.shipping)
  const shownSubtotal = server?.subtotal ?? subtotal
  const hint = quoteShipping(shownSubtotal, settings.shipping)
  const shipping = server ? server.shippingCost : estimate.shippingCost
  const isFree = server ? server.shippingCost === 0 : estimate.isFree
  const checking = quote.signedIn && quote.isFetching
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary" aria-busy={checking}>
      <h2 id="cart-summary" className={styles.summaryTitle}>
        {t('cart.summary')}
      </h2>
      <dl className={styles.totals}>
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd data-testid="cart-subtotal">{money(shownSubtotal)}</dd>
        </div>
        <div>
          <dt>{t('cart.shipping')}</dt>
          <dd>{isFree ? t('cart.shipping_free') : money(shipping)}</dd>
        </div>
        {server ? (
          <div>
            <dt>{t('cart.tax', { rate: server.taxRatePercent })}</dt>
            <dd data-testid="cart-tax">{money(server.taxAmount)}</dd>
          </div>
        ) : null}
        <div className={styles.grandTotal}>
          <dt>{server ? t('cart.total') : t('cart.total_estimate')}</dt>
          <dd data-testid="cart-total">{money(server ? server.totalAmount : estimate.total)}</dd>
        </div>
      </dl>
      <QuoteStatus quote={quote} />
      <p className={hint.isFree ? styles.hintDone : styles.hint} data-testid="free-shipping-hint">
        {hint.isFree
          ? t('cart.free_shipping_reached')
          : t('cart.free_shipping_hint', { amount: money(hint.remainingForFree) })}
      </p>
      {server ? null : (
        <p className={styles.taxNote}>{t('cart.tax_note', { rate: settings.shipping.taxRatePercent })}</p>
      )}
      <ButtonLink to="/checkout" block>
        {t('cart.checkout')}
      </ButtonLink>
      {whatsapp}
    </aside>
  )
}

/** Says whether the amounts above are the server's, still being checked, or an estimate after a failure. */
function QuoteStatus({ quote }: { quote: ReturnType<typeof useCartQuote> }) {
  const t = useT()
  if (!quote.signedIn) return null
  if (quote.isError) {
    return (
      <div className={quoteStyles.failed} role="alert">
        <p>{t('cart.quote_failed')}</p>
        <Button variant="secondary" size="small" onClick={() => quote.refetch()}>
          {t('cart.quote_retry')}
        </Button>
      </div>
    )
  }
  if (quote.isFetching || !quote.data) {
    return <output className={quoteStyles.checking}>{t('cart.quote_loading')}</output>
  }
  if (!quote.data.canOrder) {
    return <output className={quoteStyles.problems}>{t('cart.quote_problems')}</output>
  }
  return null
}
