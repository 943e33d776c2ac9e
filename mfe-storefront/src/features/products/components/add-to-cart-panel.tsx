import type { ProductDto } from '@shop/domain'
import { useT } from '@shop/i18n'
import { clampQuantity } from '@shop/state'
import { Button, QuantityStepper, useCartActions } from '@shop/ui'
import { type ReactNode, useState } from 'react'
import styles from './product-detail.module.css'

interface AddToCartPanelProps {
  product: ProductDto
  inStock: boolean
  /** Further actions shown beside the button (the wishlist toggle, which belongs to another feature). */
  children?: ReactNode
}

/** Quantity clamped to 1..stock and the add-to-cart button, disabled when out of stock. */
export function AddToCartPanel({ product, inStock, children }: AddToCartPanelProps) {
  const t = useT()
  const cart = useCartActions()
  const [quantity, setQuantity] = useState(1)
  const stock = Math.max(0, product.stock)
  return (
    <div className={styles.buy} data-testid="buy-panel">
      <QuantityStepper
        value={quantity}
        onChange={(next) => setQuantity(clampQuantity(next, stock))}
        min={1}
        max={Math.max(1, stock)}
        label={t('quantity.label')}
        disabled={!inStock}
      />
      <Button className={styles.addButton} disabled={!inStock} onClick={() => cart.add(product, quantity)}>
        {inStock ? t('product.add_to_cart') : t('product.out_of_stock')}
      </Button>
      {children}
    </div>
  )
}
