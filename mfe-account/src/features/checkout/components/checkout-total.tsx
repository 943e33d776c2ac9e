import { useT } from '@shop/i18n'
import { useLira } from '@shop/ui'
import { Link } from 'react-router-dom'
import { LiraNote } from '../../orders/components/lira-note'
import type { CheckoutQuote } from '../api/use-checkout-quote'
import styles from './checkout.module.css'

/**
 * The total to pay right above the place-order button, so a shopper on a phone (where the summary comes after the
 * form) sees what they are ordering at before they press it. While the cart cannot be ordered as it is there is no
 * total to pay (the quote's leaves those lines out): the button's neighbour says why and leads back to the cart.
 */
export function CheckoutTotal({ quote }: { quote: CheckoutQuote['query'] }) {
  const t = useT()
  const lira = useLira()
  if (quote.data && !quote.data.canOrder) {
    return (
      <p className={styles.problem} data-testid="checkout-total">
        {t('checkout.cannot_order')} <Link to="/cart">{t('checkout.edit_cart')}</Link>
      </p>
    )
  }
  return (
    <div className={styles.total} data-testid="checkout-total">
      <p className={styles.totalRow}>
        <span>{t('checkout.total_to_pay')}</span>
        <strong className={styles.totalAmount} data-testid="checkout-total-amount">
          {quote.data ? lira(quote.data.totalAmount) : '…'}
        </strong>
      </p>
      {quote.data && <LiraNote amount={quote.data.totalAmount} />}
    </div>
  )
}
