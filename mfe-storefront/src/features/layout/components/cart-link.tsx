import { useT } from '@shop/i18n'
import { cartTotalsAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import styles from './site-header.module.css'

/**
 * The cart with its item-count badge. Its name is its own text ("Sepet 2 ürün"), so what a voice-control user reads
 * on screen is what names the link; the word stays for screen readers where the phone layout hides it.
 */
export function CartLink() {
  const t = useT()
  const { itemCount } = useAtomValue(cartTotalsAtom)
  return (
    <Link to="/cart" className={styles.cart} data-testid="cart-link">
      <svg className={styles.cartIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.76L20 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="19" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19" r="1.5" fill="currentColor" />
      </svg>
      <span className={styles.cartLabel}>{t('nav.cart')}</span>
      <span className={styles.badge} data-testid="cart-count">
        {itemCount}
      </span>
      <span className={styles.hiddenText}>{t('nav.cart_items_unit', { count: itemCount })}</span>
    </Link>
  )
}
