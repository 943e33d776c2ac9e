import { type OrderItemDto, readLocalized } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { useLira } from '@shop/ui'
import { useAtomValue } from 'jotai'
import styles from './order-detail.module.css'

export const ITEM_THUMB_PX = 48

/** The order's lines as they were ordered: image, name, quantity × unit price and the line total. */
export function OrderItems({ items }: { items: OrderItemDto[] }) {
  const t = useT()
  const lira = useLira()
  const language = useAtomValue(languageAtom)
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item._id} className={styles.item}>
          {item.productImage ? (
            <img
              className={styles.thumb}
              src={item.productImage}
              alt=""
              width={ITEM_THUMB_PX}
              height={ITEM_THUMB_PX}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className={styles.thumb} aria-hidden="true" />
          )}
          <span className={styles.itemText}>
            <span className={styles.itemName}>{readLocalized(item.productName, language)}</span>
            <span className={styles.muted}>
              {t('admin.orders.quantity_price', { quantity: item.quantity, price: lira(item.price) })}
            </span>
          </span>
          <span className={styles.lineTotal}>{lira(item.total)}</span>
        </li>
      ))}
    </ul>
  )
}
