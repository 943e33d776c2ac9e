import { hasDiscount } from '@shop/domain'
import { type DisplayCurrency, formatPrice, useT } from '@shop/i18n'
import styles from './price-tag.module.css'
import { VisuallyHidden } from './visually-hidden'

interface PriceTagProps {
  /** Lira. */
  price: number | null | undefined
  /** Lira; applies only when 0 < discountPrice < price. */
  discountPrice?: number | null
  display: DisplayCurrency
}

/** The price a shopper pays, with the original struck through when a discount applies. */
export function PriceTag({ price, discountPrice, display }: PriceTagProps) {
  const t = useT()
  const regular = formatPrice(price, display)
  if (regular === null) return <p className={styles.unavailable}>{t('price.unavailable')}</p>
  const discounted = hasDiscount(price, discountPrice) ? formatPrice(discountPrice, display) : null
  if (discounted === null) {
    return (
      <p className={styles.price}>
        <span className={styles.current}>{regular}</span>
      </p>
    )
  }
  return (
    <p className={styles.price}>
      <span className={styles.current}>
        <VisuallyHidden>{`${t('price.current')}: `}</VisuallyHidden>
        {discounted}
      </span>
      <s className={styles.original}>
        <VisuallyHidden>{`${t('price.original')}: `}</VisuallyHidden>
        {regular}
      </s>
    </p>
  )
}
