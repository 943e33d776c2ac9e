import { effectivePrice, type Language, readLocalized, resolveMediaUrl, thumbnailUrl } from '@shop/domain'
import { type DisplayCurrency, formatLineTotal, useT } from '@shop/i18n'
import type { CartItem } from '@shop/state'
import { Button, PriceTag, QuantityStepper } from '@shop/ui'
import { Link } from 'react-router-dom'
import type { CartLineCheck } from '../lib/line-check'
import styles from './cart.module.css'
import checkStyles from './cart-check.module.css'
import { CartLineFlags } from './cart-line-flags'

interface CartRowProps {
  item: CartItem
  language: Language
  display: DisplayCurrency
  /** The server's check of this line (price changed, cannot be ordered); nothing to flag before it answers. */
  check: CartLineCheck
  onQuantity: (quantity: number) => void
  onRemove: () => void
}

/** One cart line: picture, name, unit price, flags from the server's check, quantity controls, amount and remove. */
export function CartRow({ item, language, display, check, onQuantity, onRemove }: CartRowProps) {
  const t = useT()
  const name = readLocalized(item.name, language)
  const image = thumbnailUrl(resolveMediaUrl(item.image))
  const lineTotal = formatLineTotal(effectivePrice(item.price, item.discountPrice), item.quantity, display)
  return (
    <li
      className={check.problem ? `${styles.row} ${checkStyles.flagged}` : styles.row}
      data-testid="cart-row"
      data-problem={check.problem ?? undefined}
    >
      <Link
        to={`/products/${item.slug || item.productId}`}
        className={styles.thumb}
        tabIndex={-1}
        aria-hidden="true"
      >
        {image && <img src={image} alt="" loading="lazy" />}
      </Link>
      <div className={styles.rowMain}>
        <Link to={`/products/${item.slug || item.productId}`} className={styles.rowName}>
          {name}
        </Link>
        <div className={styles.unit}>
          <span className={styles.label}>{t('cart.unit_price')}</span>
          <PriceTag price={item.price} discountPrice={item.discountPrice} display={display} />
        </div>
        <CartLineFlags check={check} stock={item.stock} display={display} />
      </div>
      <div className={styles.rowControls}>
        <QuantityStepper
          value={item.quantity}
          onChange={onQuantity}
          min={0}
          label={t('cart.quantity_named', { name })}
          size="small"
        />
        <p
          className={check.problem ? `${styles.lineTotal} ${checkStyles.excluded}` : styles.lineTotal}
          data-testid="line-total"
        >
          {lineTotal ?? t('price.unavailable')}
        </p>
        <Button variant="ghost" size="small" onClick={onRemove} aria-label={t('cart.remove_named', { name })}>
          {t('cart.remove')}
        </Button>
      </div>
    </li>
  )
}
