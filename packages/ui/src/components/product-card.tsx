import type { Language, ProductDto } from '@shop/domain'
import { discountPercent, readLocalized, resolveMediaUrl } from '@shop/domain'
import { type DisplayCurrency, useT } from '@shop/i18n'
import { addToCartAtom } from '@shop/state'
import { useSetAtom } from 'jotai'
import { Link } from 'react-router-dom'
import { notify } from '../app/notify'
import { Button } from './button'
import { PriceTag } from './price-tag'
import styles from './product-card.module.css'

interface ProductCardProps {
  product: ProductDto
  language: Language
  display: DisplayCurrency
}

export function ProductCard({ product, language, display }: ProductCardProps) {
  const t = useT()
  const addToCart = useSetAtom(addToCartAtom)
  const name = readLocalized(product.name, language)
  const href = `/products/${product.slug || product._id}`
  const image = resolveMediaUrl(product.images[0])
  const percent = discountPercent(product.price, product.discountPrice)
  const inStock = product.isInStock && product.stock > 0

  const add = () => {
    const change = addToCart({
      productId: product._id,
      slug: product.slug,
      name: product.name,
      price: product.price,
      discountPrice: product.discountPrice,
      image: product.images[0] ?? '',
      stock: product.stock,
    })
    if (change.ok) notify.success(t('product.added_to_cart'))
    else notify.error(t('product.max_stock', { stock: change.stock }))
  }

  return (
    <article className={styles.card} data-testid="product-card">
      {/* The title link is the accessible one; the picture repeats it for pointer users. */}
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        {image && <img className={styles.image} src={image} alt="" loading="lazy" decoding="async" />}
        <span className={styles.badges}>
          {percent > 0 && <span className={styles.badge}>{t('product.discount_badge', { percent })}</span>}
          {!inStock && (
            <span className={`${styles.badge} ${styles.badgeMuted}`}>{t('product.out_of_stock')}</span>
          )}
        </span>
      </Link>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={href}>{name}</Link>
        </h3>
        <div className={styles.footer}>
          <PriceTag price={product.price} discountPrice={product.discountPrice} display={display} />
          <Button size="small" block onClick={add} disabled={!inStock}>
            {inStock ? t('product.add_to_cart') : t('product.out_of_stock')}
          </Button>
        </div>
      </div>
    </article>
  )
}
