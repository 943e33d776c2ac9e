import { type ProductDetail, readLocalized } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { Breadcrumb, type Crumb, PriceTag, useDisplayCurrency } from '@shop/ui'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { AddToCartPanel } from './add-to-cart-panel'
import { ProductBadges } from './product-badges'
import styles from './product-detail.module.css'
import { ProductGallery } from './product-gallery'
import { ProductGrid } from './product-grid'
import { ProductSpecifications } from './product-specifications'
import { StockStatus } from './stock-status'
import { WhatsappEnquiry } from './whatsapp-enquiry'

interface ProductDetailViewProps {
  detail: ProductDetail
  /** Shown beside add to cart; the route passes the wishlist toggle in. */
  buyActions?: ReactNode
}

/** Everything about one product: gallery, badges, price, stock, buying, enquiry, description, specs, related. */
export function ProductDetailView({ detail, buyActions }: ProductDetailViewProps) {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const display = useDisplayCurrency()
  const { product, relatedProducts } = detail
  const name = readLocalized(product.name, language)
  const description = readLocalized(product.description, language)
  const summary = readLocalized(product.shortDescription, language)
  const inStock = product.isInStock && product.stock > 0
  const crumbs: Crumb[] = [
    { label: t('nav.home'), to: '/' },
    { label: t('nav.products'), to: '/products' },
    ...(product.category
      ? [{ label: readLocalized(product.category.name, language), to: `/category/${product.category.slug}` }]
      : []),
    { label: name },
  ]

  return (
    <>
      <Breadcrumb items={crumbs} />
      <div className={styles.layout}>
        <ProductGallery name={name} images={product.images} videos={product.videos} />
        <div className={styles.info}>
          <ProductBadges product={product} inStock={inStock} />
          <h1 className={styles.name}>{name}</h1>
          <p className={styles.sku}>{t('product_detail.sku', { sku: product.sku })}</p>
          {summary && <p className={styles.summary}>{summary}</p>}
          <div className={styles.price}>
            <PriceTag price={product.price} discountPrice={product.discountPrice} display={display} />
          </div>
          <StockStatus stock={product.stock} inStock={inStock} />
          <AddToCartPanel key={product._id} product={product} inStock={inStock}>
            {buyActions}
          </AddToCartPanel>
          <WhatsappEnquiry name={name} sku={product.sku} />
        </div>
      </div>
      {description && (
        <section className={styles.block} aria-labelledby="product-description">
          <h2 id="product-description" className={styles.blockTitle}>
            {t('product_detail.description')}
          </h2>
          <p className={styles.description}>{description}</p>
        </section>
      )}
      <ProductSpecifications specifications={product.specifications} language={language} />
      {relatedProducts.length > 0 && (
        <section className={styles.block} aria-labelledby="related-products">
          <h2 id="related-products" className={styles.blockTitle}>
            {t('product_detail.related')}
          </h2>
          <ProductGrid products={relatedProducts} />
        </section>
      )}
    </>
  )
}
