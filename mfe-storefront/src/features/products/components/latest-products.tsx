import { productQueries } from '@shop/api-client'
import { PAGE_SIZE } from '@shop/domain'
import { useT } from '@shop/i18n'
import { EmptyState, ErrorPanel, Spinner } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { ProductGrid } from './product-grid'

const HOME_QUERY = { limit: PAGE_SIZE.productList } as const

/** The newest products from GET /api/products, with loading, error (retry) and empty states. */
export function LatestProducts({ headingId }: { headingId: string }) {
  const t = useT()
  const query = useQuery(productQueries.list(HOME_QUERY))

  if (query.isPending) return <Spinner />
  if (query.isError) {
    return (
      <ErrorPanel
        title={t('product.list_error')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        retryLabel={t('remote.retry')}
      />
    )
  }
  if (query.data.products.length === 0) return <EmptyState title={t('home.products_empty')} />
  return (
    <section aria-labelledby={headingId}>
      <ProductGrid products={query.data.products} />
    </section>
  )
}
