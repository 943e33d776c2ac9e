import { isApiError } from '@shop/api-client'
import { PAGE_SIZE, readLocalized, resolveMediaUrl } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { Breadcrumb, ButtonLink, Container, EmptyState, ErrorPanel, Spinner, usePageMeta } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { Link, useParams } from 'react-router-dom'
import { useCategoryBySlug } from '../features/categories/api/get-category-by-slug'
import { useCategoryProducts } from '../features/categories/api/list-category-products'
import { ProductGrid } from '../features/products/components/product-grid'
import styles from './page.module.css'

const FIRST_PAGE = { page: 1, limit: PAGE_SIZE.categoryProducts } as const

/** /category/{slug}: breadcrumb, image, name, description, subcategories, the first 20 products. */
export function CategoryPage() {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const { slug = '' } = useParams()
  const category = useCategoryBySlug(slug)
  const products = useCategoryProducts(category.data?._id, FIRST_PAGE)
  const notFound = category.isError && isApiError(category.error) && category.error.status === 404
  const name = category.data ? readLocalized(category.data.name, language) : null
  const description = category.data ? readLocalized(category.data.description, language) : ''
  usePageMeta(name ?? (notFound ? t('category.not_found_title') : null), description)

  if (category.isPending) return <Spinner />
  if (category.isError) {
    return (
      <Container className={styles.page}>
        {notFound ? (
          <EmptyState
            title={t('category.not_found_title')}
            description={t('category.not_found_text')}
            action={<ButtonLink to="/categories">{t('category.back_to_categories')}</ButtonLink>}
          />
        ) : (
          <ErrorPanel title={t('category.load_error')} onRetry={() => void category.refetch()} />
        )}
      </Container>
    )
  }

  const data = category.data
  const image = resolveMediaUrl(data.image)
  const total = products.data?.pagination?.total ?? 0
  return (
    <Container className={styles.page}>
      <Breadcrumb
        items={[
          { label: t('nav.home'), to: '/' },
          { label: t('nav.categories'), to: '/categories' },
          ...data.ancestors.map((ancestor) => ({
            label: readLocalized(ancestor.name, language),
            to: `/category/${ancestor.slug}`,
          })),
          { label: name ?? '' },
        ]}
      />
      <div className={image ? styles.intro : undefined}>
        {image && <img className={styles.introImage} src={image} alt="" />}
        <div>
          <h1 className={styles.title}>{name}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
      </div>
      {data.subcategories.length > 0 && (
        <section className={styles.section} aria-labelledby="subcategories">
          <h2 id="subcategories" className={styles.sectionTitle}>
            {t('category.subcategories')}
          </h2>
          <ul className={styles.chips}>
            {data.subcategories.map((sub) => (
              <li key={sub._id}>
                <Link to={`/category/${sub.slug}`}>{readLocalized(sub.name, language)}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby="category-products">
        <div className={styles.header}>
          <h2 id="category-products" className={styles.sectionTitle}>
            {t('category.products')}
          </h2>
          {products.isSuccess && <p className={styles.count}>{t('catalog.count', { count: total })}</p>}
        </div>
        {products.isPending && <Spinner />}
        {products.isError && (
          <ErrorPanel
            title={t('product.list_error')}
            onRetry={() => void products.refetch()}
            retrying={products.isFetching}
          />
        )}
        {products.isSuccess &&
          (products.data.products.length === 0 ? (
            <EmptyState
              title={t('category.empty')}
              action={<ButtonLink to="/products">{t('product_detail.back_to_products')}</ButtonLink>}
            />
          ) : (
            <>
              <ProductGrid products={products.data.products} />
              {total > products.data.products.length && (
                <p className={styles.more}>
                  <ButtonLink to={`/products?category=${encodeURIComponent(data.slug)}`} variant="secondary">
                    {t('category.all_products')}
                  </ButtonLink>
                </p>
              )}
            </>
          ))}
      </section>
    </Container>
  )
}
