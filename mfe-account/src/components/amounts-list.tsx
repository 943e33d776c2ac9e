import { useT } from '@shop/i18n'
import { useLira } from '@shop/ui'
import styles from './amounts-list.module.css'

export interface Amounts {
  /** Lira. */
  subtotal: number
  shippingCost: number
  taxAmount: number
  discountAmount: number
  totalAmount: number
}

interface AmountsListProps {
  amounts: Amounts
  /** The VAT percentage the tax line names: the setting before an order exists, the charged one after. */
  taxRatePercent: number
}

/** Subtotal, shipping (free when zero), tax at the given rate, discount (only above zero) and total, in lira. */
export function AmountsList({ amounts, taxRatePercent }: AmountsListProps) {
  const t = useT()
  const lira = useLira()
  return (
    <dl className={styles.list} data-testid="amounts">
      <div className={styles.row}>
        <dt className={styles.term}>{t('order.subtotal')}</dt>
        <dd className={styles.value} data-testid="amount-subtotal">
          {lira(amounts.subtotal)}
        </dd>
      </div>
      <div className={styles.row}>
        <dt className={styles.term}>{t('order.shipping')}</dt>
        <dd className={styles.value} data-testid="amount-shipping">
          {amounts.shippingCost === 0 ? (
            <span className={styles.free}>{t('order.shipping_free')}</span>
          ) : (
            lira(amounts.shippingCost)
          )}
        </dd>
      </div>
      <div className={styles.row}>
        <dt className={styles.term}>{t('order.tax', { rate: taxRatePercent })}</dt>
        <dd className={styles.value} data-testid="amount-tax">
          {lira(amounts.taxAmount)}
        </dd>
      </div>
      {amounts.discountAmount > 0 && (
        <div className={styles.row}>
          <dt className={styles.term}>{t('order.discount')}</dt>
          <dd className={styles.value} data-testid="amount-discount">
            {`−${lira(amounts.discountAmount)}`}
          </dd>
        </div>
      )}
      <div className={`${styles.row} ${styles.total}`}>
        <dt className={styles.term}>{t('order.total')}</dt>
        <dd className={styles.value} data-testid="amount-total">
          {lira(amounts.totalAmount)}
        </dd>
      </div>
    </dl>
  )
}
