import { usePublicSettings } from '@shop/api-client'
import { quotesNothingOrderable } from '@shop/domain'
import { type DisplayCurrency, formatSum, useT } from '@shop/i18n'
import { quoteShipping } from '@shop/state'
import { Button, ButtonLink } from '@shop/ui'
import type { ReactNode } from 'react'
import type { CartQuote } from '../api/use-cart-quote'
import styles from './cart.module.css'
import checkStyles from './cart-check.module.css'
import quoteStyles from './cart-quote.module.css'

interface CartSummaryProps {
  quote: CartQuote
  /** The cart's own subtotal (lira): the estimate shown only until the server's quote arrives or after it failed. */
  subtotal: number
  /** True while a line cannot be ordered as it is (out of stock, too few, no longer sold). */
  blocked: boolean
  display: DisplayCurrency
  /** The WhatsApp order link, when WhatsApp is enabled. */
  whatsapp?: ReactNode
}

/**
 * Subtotal, shipping, VAT and total as the server will charge them (POST /orders/quote, the same pricing as the
 * order and the checkout), for visitors and signed-in shoppers alike. Only before the quote arrives, or after it
 * failed, the cart's own estimate is shown, labelled as one. Checkout waits while a line cannot be ordered; while no
 * line can, there are no amounts to show (they would all be zero, shipping "free"), only what to do.
 */
export function CartSummary({ quote, subtotal, blocked, display, whatsapp }: CartSummaryProps) {
  const t = useT()
  const { settings } = usePublicSettings()
  const money = (lira: number) => formatSum(lira, display)
  const server = quote.isError ? undefined : quote.data
  const nothingOrderable = server !== undefined && quotesNothingOrderable(server)
  const estimate = quoteShipping(subtotal, settings.shipping)
  const shownSubtotal = server?.subtotal ?? subtotal
  const hint = quoteShipping(shownSubtotal, settings.shipping)
  const shipping = server ? server.shippingCost : estimate.shippingCost
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary" aria-busy={quote.isFetching}>
      <h2 id="cart-summary" className={styles.summaryTitle}>
        {t('cart.summary')}
      </h2>
      {nothingOrderable ? null : (
        <dl className={styles.totals} data-source={server ? 'server' : 'estimate'}>
          <div>
            <dt>{t('cart.subtotal')}</dt>
            <dd data-testid="cart-subtotal">{money(shownSubtotal)}</dd>
          </div>
          <div>
            <dt>{t('cart.shipping')}</dt>
            <dd data-testid="cart-shipping">{shipping === 0 ? t('cart.shipping_free') : money(shipping)}</dd>
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
      )}
      <QuoteStatus quote={quote} />
      {nothingOrderable ? null : (
        <p className={hint.isFree ? styles.hintDone : styles.hint} data-testid="free-shipping-hint">
          {hint.isFree
            ? t('cart.free_shipping_reached')
            : t('cart.free_shipping_hint', { amount: money(hint.remainingForFree) })}
        </p>
      )}
      {server ? null : (
        <p className={styles.taxNote}>{t('cart.tax_note', { rate: settings.shipping.taxRatePercent })}</p>
      )}
      {blocked ? (
        <>
          <Button block disabled aria-describedby="cart-checkout-blocked">
            {t('cart.checkout')}
          </Button>
          <p id="cart-checkout-blocked" className={checkStyles.blocked} data-testid="checkout-blocked">
            {t('cart_check.checkout_blocked')}
          </p>
        </>
      ) : (
        <ButtonLink to="/checkout" block>
          {t('cart.checkout')}
        </ButtonLink>
      )}
      {whatsapp}
    </aside>
  )
}

/** Says whether the amounts above are still being checked, an estimate after a failure, or leave lines out. */
function QuoteStatus({ quote }: { quote: CartQuote }) {
  const t = useT()
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
    const words = quotesNothingOrderable(quote.data) ? 'cart.quote_nothing_orderable' : 'cart.quote_problems'
    return <output className={quoteStyles.problems}>{t(words)}</output>
  }
  return null
}
