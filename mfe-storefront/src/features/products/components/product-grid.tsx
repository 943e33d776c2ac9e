import { usePublicSettings } from '@shop/api-client'
import { type ProductDto, productGridImageSizes } from '@shop/domain'
import { languageAtom } from '@shop/state'
import { ProductCard, productCardVariables, useDisplayCurrency } from '@shop/ui'
import { useAtomValue } from 'jotai'
import type { CSSProperties } from 'react'
import styles from './product-grid.module.css'

interface ProductGridProps {
  products: readonly ProductDto[]
  /** 2 when the grid sits straight under the page's h1 (the list pages), 3 under a section heading. */
  cardHeadingLevel?: 2 | 3
  /** The grid is the page's first: its first row's images load at once and first (one of them is usually the LCP). */
  first?: boolean
}

/** Products in the grid configured in settings `ui.productCard` (columns per width, card style). */
export function ProductGrid({ products, cardHeadingLevel = 3, first = false }: ProductGridProps) {
  const language = useAtomValue(languageAtom)
  const display = useDisplayCurrency()
  const { settings } = usePublicSettings()
  const style = productCardVariables(settings.ui.productCard) as CSSProperties
  // The widest layout's first row; on narrower layouts those cards fill the first screen's rows.
  const firstRow = first ? settings.ui.productCard.gridColumns.desktop : 0
  const imageSizes = productGridImageSizes(settings.ui.productCard.gridColumns)
  return (
    <ul className={styles.grid} style={style}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            language={language}
            display={display}
            headingLevel={cardHeadingLevel}
            imageSizes={imageSizes}
            priority={index < firstRow}
          />
        </li>
      ))}
    </ul>
  )
}
