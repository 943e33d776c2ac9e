import { hasDiscount, type ProductDto, stockLevel } from '@shop/domain'
import { useT } from '@shop/i18n'
import { useLira, VisuallyHidden } from '@shop/ui'
import { Badge, type BadgeTone } from '../../../components/badge'
import styles from './products-table.module.css'

export const THUMB_PX = 48

/** The first image, small; a product without one gets an empty frame of the same size. */
export function ProductThumb({ product }: { product: ProductDto }) {
  const src = product.images[0]
  if (!src) return <span className={styles.thumbEmpty} aria-hidden="true" />
  return (
    <img
      className={styles.thumb}
      src={src}
      alt=""
      width={THUMB_PX}
      height={THUMB_PX}
      loading="lazy"
      decoding="async"
    />
  )
}

/** The price; with a discount the regular price is struck through beside the discounted one. */
export function ProductPrice({ product }: { product: ProductDto }) {
  const t = useT()
  const lira = useLira()
  if (!hasDiscount(product.price, product.discountPrice)) {
    return <span className={styles.price}>{lira(product.price)}</span>
  }
  return (
    <span className={styles.priceStack}>
      <del className={styles.regular}>
        <VisuallyHidden>{`${t('admin.products.regular_price')}: `}</VisuallyHidden>
        {lira(product.price)}
      </del>
      <span className={styles.price}>
        <VisuallyHidden>{`${t('admin.products.discounted_price')}: `}</VisuallyHidden>
        {lira(product.discountPrice as number)}
      </span>
    </span>
  )
}

const STOCK_TONE: Record<ReturnType<typeof stockLevel>, BadgeTone> = {
  out: 'danger',
  low: 'warning',
  ok: 'success',
}

/** Stock in red, orange or green (admin.md §2), always with words: the colour never carries the meaning alone. */
export function ProductStock({ stock }: { stock: number }) {
  const t = useT()
  const level = stockLevel(stock)
  const text = {
    out: t('admin.products.stock_out', { stock }),
    low: t('admin.products.stock_low', { stock }),
    ok: t('admin.products.stock_ok', { stock }),
  }[level]
  return (
    <span data-stock-level={level}>
      <Badge tone={STOCK_TONE[level]}>{text}</Badge>
    </span>
  )
}
