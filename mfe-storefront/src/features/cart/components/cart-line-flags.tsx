import { type DisplayCurrency, formatPrice, useT } from '@shop/i18n'
import { VisuallyHidden } from '@shop/ui'
import type { CartLineCheck } from '../lib/line-check'
import styles from './cart-check.module.css'

interface CartLineFlagsProps {
  check: CartLineCheck
  /** The stock the server last answered, for 'Maksimum {stock} adet ekleyebilirsiniz'. */
  stock: number
  display: DisplayCurrency
}

/** Under a row: the price that changed since it was added (old struck through), and why the line cannot be ordered. */
export function CartLineFlags({ check, stock, display }: CartLineFlagsProps) {
  const t = useT()
  const { problem, priceChange } = check
  if (!problem && !priceChange) return null
  const problemText = (() => {
    switch (problem) {
      case null:
        return null
      case 'unknown':
      case 'inactive':
        return t('cart_check.unavailable')
      case 'out_of_stock':
        return t('product.out_of_stock')
      case 'insufficient_stock':
        return t('product.max_stock', { stock })
    }
  })()
  return (
    <div className={styles.flags} data-testid="cart-row-flags">
      {priceChange ? (
        <p className={styles.priceChange} data-testid="cart-price-change">
          <span className={styles.flagTitle}>{t('cart_check.price_changed')}</span>
          <del className={styles.previous}>
            <VisuallyHidden>{`${t('cart_check.previous_price')}: `}</VisuallyHidden>
            {formatPrice(priceChange.previous, display)}
          </del>
          <span aria-hidden="true">→</span>
          <span className={styles.current}>
            <VisuallyHidden>{`${t('cart_check.current_price')}: `}</VisuallyHidden>
            {formatPrice(priceChange.current, display)}
          </span>
        </p>
      ) : null}
      {problemText ? (
        <p className={styles.problem} data-testid="cart-line-problem">
          {problemText}
        </p>
      ) : null}
    </div>
  )
}
