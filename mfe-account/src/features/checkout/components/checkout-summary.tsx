import { usePublicSettings } from '@shop/api-client'
import { effectivePrice, kurusToLira, liraToKurus, readLocalized } from '@shop/domain'
import { useT } from '@shop/i18n'
import { type CartItem, languageAtom } from '@shop/state'
import { useLira } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { AmountsList } from '../../../components/amounts-list'
import { estimateTotals } from '../lib/estimate-totals'
import styles from './checkout.module.css'

function lineTotal(item: CartItem): number {
  return kurusToLira(liraToKurus(effectivePrice(item.price, item.discountPrice)) * item.quantity)
}

/** The cart's lines and the estimated amounts (shipping rule from settings), with a way back to edit the cart. */
export function CheckoutSummary({ items }: { items: readonly CartItem[] }) {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const lira = useLira()
  const { settings } = usePublicSettings()
  const amounts = estimateTotals(items, settings.shipping)
  return (
    <>
      <ul className={styles.lines} data-testid="checkout-lines">
        {items.map((item) => (
          <li key={item.productId} className={styles.line}>
            <span
              className={styles.lineName}
            >{`${readLocalized(item.name, language)} × ${item.quantity}`}</span>
            <span className={styles.lineTotal}>{lira(lineTotal(item))}</span>
          </li>
        ))}
      </ul>
      <AmountsList amounts={amounts} taxRatePercent={settings.shipping.taxRatePercent} />
      <p className={styles.note}>{t('checkout.estimate_note')}</p>
      <Link to="/cart">{t('checkout.edit_cart')}</Link>
    </>
  )
}
