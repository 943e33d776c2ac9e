import { type OrderItemDto, readLocalized, resolveMediaUrl } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { useLira } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import styles from './order-lines.module.css'

/** Image, name (a link while the product exists), quantity × unit price and the line total. */
export function OrderLines({ items }: { items: OrderItemDto[] }) {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const lira = useLira()
  return (
    <ul className={styles.list} data-testid="order-lines">
      {items.map((item, index) => {
        const name = readLocalized(item.productName, language)
        return (
          <li key={`${item.sku}-${index}`} className={styles.line} data-testid="order-line">
            {item.productImage ? (
              <img className={styles.image} src={resolveMediaUrl(item.productImage)} alt="" loading="lazy" />
            ) : (
              <span className={styles.image} aria-hidden="true" />
            )}
            <div>
              <p className={styles.name}>
                {item.product ? <Link to={`/products/${item.product}`}>{name}</Link> : name}
              </p>
              <p className={styles.detail}>
                {t('order.quantity_price', { quantity: item.quantity, price: lira(item.price) })}
              </p>
            </div>
            <p className={styles.total}>{lira(item.total)}</p>
          </li>
        )
      })}
    </ul>
  )
}
