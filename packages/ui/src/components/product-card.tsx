import type { Language, ProductDto } from '@shop/domain'
import { discountPercent, imageSrcSet, readLocalized, resolveMediaUrl } from '@shop/domain'
import { type DisplayCurrency, useT } from '@shop/i18n'
import { Link } from 'react-router-dom'
import { useCartActions } from '../hooks/use-cart-actions'
import { Button } from './button'
import { PriceTag } from './price-tag'
import styles from './product-card.module.css'

interface ProductCardProps {
  product: ProductDto
  language: Language
  display: DisplayCurrency
  /** The card title's level under the page's outline: 2 straight under a page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3
  /** The picture's `sizes`: the width the grid gives a card (productGridImageSizes), for choosing its copy. */
  imageSizes?: string
  /** The image is among the first the page shows (and may be its largest paint): fetched at once, first. */
  priority?: boolean
}

/** The image's size attributes: the card's frame sets its box; they tell the browser its shape before it arrives. */
const IMAGE_SIZE = 400

/** A product in a grid; its size, type and spacing follow the `--card-*` variables a grid sets from settings. */
export function ProductCard({
  product,
  language,
  display,
  headingLevel = 3,
  imageSizes,
  priority = false,
}: ProductCardProps) {
  const t = useT()
  const cart = useCartActions()
  const name = readLocalized(product.name, language)
  const summary = readLocalized(product.shortDescription, language)
  const href = `/products/${product.slug || product._id}`
  const image = resolveMediaUrl(product.images[0])
  const percent = discountPercent(product.price, product.discountPrice)
  const inStock = product.isInStock && product.stock > 0
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  return (
    <article className={styles.card} data-testid="product-card">
      {/* The title link is the accessible one; the picture repeats it for pointer users. */}
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        {image && (
          <img
            className={styles.image}
            src={image}
            srcSet={imageSizes ? imageSrcSet(image) : undefined}
            sizes={imageSizes}
            alt=""
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading={priority ? 'eager' : 'lazy'}
            decoding={priority ? undefined : 'async'}
            fetchPriority={priority ? 'high' : undefined}
          />
        )}
        <span className={styles.badges}>
          {percent > 0 && <span className={styles.badge}>{t('product.discount_badge', { percent })}</span>}
          {product.isFeatured && (
            <span className={`${styles.badge} ${styles.badgeFeatured}`}>{t('product.featured')}</span>
          )}
          {!inStock && (
            <span className={`${styles.badge} ${styles.badgeMuted}`}>{t('product.out_of_stock')}</span>
          )}
        </span>
      </Link>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={href}>{name}</Link>
        </Heading>
        {summary && <p className={styles.summary}>{summary}</p>}
        <div className={styles.footer}>
          <PriceTag price={product.price} discountPrice={product.discountPrice} display={display} />
          <Button size="small" block onClick={() => cart.add(product)} disabled={!inStock}>
            {inStock ? t('product.add_to_cart') : t('product.out_of_stock')}
          </Button>
        </div>
      </div>
    </article>
  )
}
