import { LOW_STOCK_THRESHOLD } from '@shop/domain'
import { useT } from '@shop/i18n'
import styles from './product-detail.module.css'

/** In stock with the count, a low-stock note at 5 or fewer, or out of stock. */
export function StockStatus({ stock, inStock }: { stock: number; inStock: boolean }) {
  const t = useT()
  if (!inStock) return <p className={styles.stockOut}>{t('product.out_of_stock')}</p>
  return (
    <div className={styles.stock}>
      <p className={styles.stockIn}>{t('product_detail.in_stock', { count: stock })}</p>
      {stock <= LOW_STOCK_THRESHOLD && (
        <p className={styles.lowStock} data-testid="low-stock">
          {t('product_detail.low_stock_note', { count: stock })}
        </p>
      )}
    </div>
  )
}
