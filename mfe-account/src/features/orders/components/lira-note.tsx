import { approximateAmount } from '@shop/domain'
import { formatPrice, useT } from '@shop/i18n'
import { useDisplayCurrency } from '@shop/ui'
import styles from './lira-note.module.css'

/**
 * Orders are priced in lira: for a shopper browsing in dollars or euros, one line saying so with the lira amount
 * converted at today's rate as an approximation. Nothing for lira, or when no rate is known.
 */
export function LiraNote({ amount }: { amount: number }) {
  const t = useT()
  const display = useDisplayCurrency()
  if (!approximateAmount(amount, display.currency, display.rates)) return null
  return (
    <p className={styles.note} data-testid="lira-note">
      {t('checkout.lira_note', { amount: formatPrice(amount, display) ?? '' })}
    </p>
  )
}
