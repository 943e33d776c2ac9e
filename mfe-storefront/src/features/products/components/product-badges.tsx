import { discountPercent, type ProductDto } from '@shop/domain'
import { useT } from '@shop/i18n'
import styles from './product-detail.module.css'

/** Featured, discount percentage and out-of-stock badges. */
export function ProductBadges({ product, inStock }: { product: ProductDto; inStock: boolean }) {
  const t = useT()
  const percent = discountPercent(product.price, product.discountPrice)
  if (!product.isFeatured && percent === 0 && inStock) return null
  return (
    <ul className={styles.badges}>
      {product.isFeatured && <li className={styles.badgeFeatured}>{t('product.featured')}</li>}
      {percent > 0 && <li className={styles.badgeDiscount}>{t('product.discount_badge', { percent })}</li>}
      {!inStock && <li className={styles.badgeMuted}>{t('product.out_of_stock')}</li>}
    </ul>
  )
}
