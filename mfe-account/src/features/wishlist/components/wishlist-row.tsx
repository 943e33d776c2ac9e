import { type ProductDto, readLocalized, resolveMediaUrl } from '@shop/domain'
import { useT } from '@shop/i18n'
import { addToCartAtom, languageAtom } from '@shop/state'
import { Button, cartRefusalText, notify, PriceTag, useDisplayCurrency } from '@shop/ui'
import { useAtomValue, useSetAtom } from 'jotai'
import { Link } from 'react-router-dom'
import styles from './wishlist-row.module.css'

interface WishlistRowProps {
  product: ProductDto
  removing: boolean
  onRemove: () => void
}

/** A saved product: image, name, price, stock, add to cart (refused above the stock) and remove. */
export function WishlistRow({ product, removing, onRemove }: WishlistRowProps) {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const display = useDisplayCurrency()
  const addToCart = useSetAtom(addToCartAtom)
  const name = readLocalized(product.name, language)
  const image = product.images[0]
  const inStock = product.isInStock && product.stock > 0
  const add = () => {
    const change = addToCart({
      productId: product._id,
      slug: product.slug,
      name: product.name,
      price: product.price,
      discountPrice: product.discountPrice,
      image: image ?? '',
      stock: product.stock,
    })
    if (change.ok) notify.success(t('product.added_to_cart'))
    else notify.error(cartRefusalText(t, change))
  }
  return (
    <article className={styles.row} aria-label={name} data-testid="wishlist-item">
      {image ? (
        <img className={styles.image} src={resolveMediaUrl(image)} alt="" loading="lazy" />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.info}>
        <h2 className={styles.name}>
          <Link to={`/products/${product.slug}`}>{name}</Link>
        </h2>
        <PriceTag price={product.price} discountPrice={product.discountPrice} display={display} />
        <p className={styles.stock}>{inStock ? t('product.in_stock') : t('product.out_of_stock')}</p>
      </div>
      <div className={styles.actions}>
        <Button size="small" onClick={add} disabled={!inStock}>
          {t('product.add_to_cart')}
        </Button>
        <Button size="small" variant="secondary" onClick={onRemove} loading={removing}>
          {t('wishlist.remove')}
        </Button>
      </div>
    </article>
  )
}
