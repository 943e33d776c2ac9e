import type { ProductDto } from '@shop/domain'
import { ProductCard, useDisplayCurrency } from '@shop/ui'
import { useLanguage } from '../hooks/use-language'
import styles from './product-grid.module.css'

export function ProductGrid({ products }: { products: ProductDto[] }) {
  const language = useLanguage()
  const display = useDisplayCurrency()
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} language={language} display={display} />
        </li>
      ))}
    </ul>
  )
}
