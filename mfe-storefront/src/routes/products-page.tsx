import { useT } from '@shop/i18n'
import { ButtonLink, Container, EmptyState, usePageMeta, useSiteName } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router-dom'
import { PRODUCT_SECTION_HEADINGS, productSectionOf } from '../features/layout/lib/current-section'
import { useProductListQuery } from '../features/products/api/list-products'
import { ProductListView } from '../features/products/filters/product-list-view'
import { listParamsFrom } from '../features/products/lib/list-params'
import styles from './page.module.css'

const LIST_SCOPE = { kind: 'list' } as const

/**
 * /products (and search results): the list with its sort and filter controls, all in the query string. Headed as the
 * header link that leads to it (featured, on sale, newest first), a search by its words.
 */
export function ProductsPage() {
  const t = useT()
  const siteName = useSiteName()
  const [search] = useSearchParams()
  const params = listParamsFrom(search)
  // The same cached list call the view makes: the page description names its total.
  const list = useQuery(useProductListQuery(params))
  const title = params.q
    ? t('catalog.search_title', { q: params.q })
    : t(PRODUCT_SECTION_HEADINGS[productSectionOf(params)])
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
