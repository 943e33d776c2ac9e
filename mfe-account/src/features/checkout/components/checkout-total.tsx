import { useT } from '@shop/i18n'
import { useLira } from '@shop/ui'
import { LiraNote } from '../../orders/components/lira-note'
import type { CheckoutQuote } from '../api/use-checkout-quote'
import styles from './checkout.module.css'

/**
 * The total to pay right above the place-order button, so a shopper on a phone (where the summary comes after the
 * form) sees what they are ordering at before they press it.
 */
export function CheckoutTotal({ quote }: { quote: CheckoutQuote['query'] }) {
  const t = useT()
  const lira = useLira()
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
