import { usePublicSettings } from '@shop/api-client'
import { ProductCardSkeleton, productCardVariables, Skeleton } from '@shop/ui'
import type { CSSProperties } from 'react'
import styles from './product-grid.module.css'

/** The product grid's placeholder: `count` card skeletons in the same columns, sizes and gaps as the loaded grid. */
export function ProductGridSkeleton({ count }: { count: number }) {
  const { settings } = usePublicSettings()
  const style = productCardVariables(settings.ui.productCard) as CSSProperties
  return (
    <Skeleton>
      <div className={styles.grid} style={style} data-testid="product-grid-skeleton">
        {Array.from({ length: count }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    </Skeleton>
  )
}
