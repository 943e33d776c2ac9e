import { type MessageKey, useT } from '@shop/i18n'
import {
  ButtonLink,
  Container,
  EmptyState,
  ErrorPanel,
  Pagination,
  Spinner,
  usePageMeta,
  useSiteName,
} from '@shop/ui'
import { useSearchParams } from 'react-router-dom'
import { useProductList } from '../features/products/api/list-products'
import { PastLastPage } from '../features/products/components/past-last-page'
import { ProductGrid } from '../features/products/components/product-grid'
import { listParamsFrom, withPage } from '../features/products/lib/list-params'
import styles from './page.module.css'

function titleKey(params: { featured?: boolean; sale?: boolean }): MessageKey {
  if (params.featured) return 'home.featured_title'
  if (params.sale) return 'home.discounted_title'
  return 'catalog.title'
}

/** /products: every query parameter goes to the list call; count text, grid, page links, empty state. */
export function ProductsPage() {
  const t = useT()
  const siteName = useSiteName()
  const [search] = useSearchParams()
  const params = listParamsFrom(search)
  const query = useProductList(params)
  const title = params.q ? t('catalog.search_title', { q: params.q }) : t(titleKey(params))
  const total = query.data?.pagination?.total ?? query.data?.products.length ?? 0
  usePageMeta(title, query.isSuccess ? t('catalog.meta_description', { siteName, count: total }) : null)

  return (
    <Container className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {query.isSuccess && (
          <p className={styles.count} data-testid="product-count" aria-live="polite">
            {t('catalog.count', { count: total })}
          </p>
        )}
      </div>
      {query.isPending && <Spinner />}
      {query.isError && (
        <ErrorPanel
          title={t('product.list_error')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.isSuccess &&
        (query.data.products.length === 0 && total > 0 && query.data.pagination ? (
          <PastLastPage
            lastPage={query.data.pagination.pages}
            lastPageHref={withPage(search, query.data.pagination.pages)}
          />
        ) : query.data.products.length === 0 ? (
          <EmptyState
            title={t('catalog.empty_title')}
            description={t('catalog.empty_text')}
            action={<ButtonLink to="/">{t('catalog.back_home')}</ButtonLink>}
          />
        ) : (
          <>
            <ProductGrid products={query.data.products} cardHeadingLevel={2} />
            {query.data.pagination && (
              <Pagination
                page={query.data.pagination.page}
                pages={query.data.pagination.pages}
                hrefFor={(page) => withPage(search, page)}
              />
            )}
          </>
        ))}
    </Container>
  )
}
