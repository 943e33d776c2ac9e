import { isApiError } from '@shop/api-client'
import { RESERVED_PRODUCT_SLUGS, readLocalized } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { ButtonLink, Container, EmptyState, ErrorPanel, Spinner, usePageMeta } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { useParams } from 'react-router-dom'
import { useProductDetail } from '../features/products/api/get-product'
import { ProductDetailView } from '../features/products/components/product-detail'
import { WishlistToggle } from '../features/wishlist/components/wishlist-toggle'
import styles from './page.module.css'

/** /products/{slug or id}: the product, or a not-found message when it is missing. */
export function ProductPage() {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const { idOrSlug = '' } = useParams()
  // A fixed address of the products API (`/products/featured`, `/products/stats`) names no product: it would answer
  // a list, or ask a visitor to sign in.
  const reserved = RESERVED_PRODUCT_SLUGS.has(idOrSlug)
  const query = useProductDetail(idOrSlug, !reserved)
  const product = query.data?.product
  const notFound = reserved || (query.isError && isApiError(query.error) && query.error.status === 404)
  usePageMeta(
    product ? readLocalized(product.name, language) : notFound ? t('product_detail.not_found_title') : null,
    product ? readLocalized(product.shortDescription, language) : null,
  )

  return (
    <Container className={styles.page}>
      {query.isPending && !reserved && <Spinner />}
      {notFound && (
        <EmptyState
          isPageHeading
          title={t('product_detail.not_found_title')}
          description={t('product_detail.not_found_text')}
          action={<ButtonLink to="/products">{t('product_detail.back_to_products')}</ButtonLink>}
        />
      )}
      {query.isError && !notFound && (
        <ErrorPanel
          title={t('product_detail.load_error')}
          detail={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.isSuccess && (
        <ProductDetailView
          detail={query.data}
          buyActions={<WishlistToggle productId={query.data.product._id} />}
        />
      )}
    </Container>
  )
}
