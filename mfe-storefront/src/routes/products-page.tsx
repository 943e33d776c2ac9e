import { type MessageKey, useT } from '@shop/i18n'
import { ButtonLink, Container, EmptyState, usePageMeta, useSiteName } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router-dom'
import { useProductListQuery } from '../features/products/api/list-products'
import { ProductListView } from '../features/products/filters/product-list-view'
import { listParamsFrom } from '../features/products/lib/list-params'
import styles from './page.module.css'

function titleKey(params: { featured?: boolean; sale?: boolean }): MessageKey {
  if (params.featured) return 'home.featured_title'
  if (params.sale) return 'home.discounted_title'
  return 'catalog.title'
}

const LIST_SCOPE = { kind: 'list' } as const

/** /products (and search results): the list with its sort and filter controls, all in the query string. */
export function ProductsPage() {
  const t = useT()
  const siteName = useSiteName()
  const [search] = useSearchParams()
  const params = listParamsFrom(search)
  // The same cached list call the view makes: the page description names its total.
  const list = useQuery(useProductListQuery(params))
  const title = params.q ? t('catalog.search_title', { q: params.q }) : t(titleKey(params))
  const total = list.data?.pagination?.total ?? list.data?.products.length ?? 0
  usePageMeta(title, list.isSuccess ? t('catalog.meta_description', { siteName, count: total }) : null)

  return (
    <Container className={styles.page}>
      <ProductListView
        title={title}
        headingLevel={1}
        path="/products"
        scope={LIST_SCOPE}
        empty={
          <EmptyState
            title={t('catalog.empty_title')}
            description={t('catalog.empty_text')}
            action={<ButtonLink to="/">{t('catalog.back_home')}</ButtonLink>}
          />
        }
      />
    </Container>
  )
}
