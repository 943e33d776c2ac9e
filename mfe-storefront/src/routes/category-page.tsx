import { isApiError } from '@shop/api-client'
import { CATEGORY_INTRO_IMAGE_SIZES, imageSrcSet, readLocalized, resolveMediaUrl } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { Breadcrumb, ButtonLink, Container, EmptyState, ErrorPanel, Spinner, usePageMeta } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { useParams } from 'react-router-dom'
import { useCategoryBySlug } from '../features/categories/api/get-category-by-slug'
import { ProductListView } from '../features/products/filters/product-list-view'
import styles from './page.module.css'

/**
 * /category/{slug}: breadcrumb, image, name, description, then its products (its subcategories' included) with the
 * list's sort and filters; the category options stay within this category's subtree.
 */
export function CategoryPage() {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const { slug = '' } = useParams()
  const category = useCategoryBySlug(slug)
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
            isPageHeading
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
        {image && (
          <img
            className={styles.introImage}
            src={image}
            srcSet={imageSrcSet(image)}
            sizes={CATEGORY_INTRO_IMAGE_SIZES}
            alt=""
          />
        )}
        <div>
          <h1 className={styles.title}>{name}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
      </div>
      <ProductListView
        title={t('category.products')}
        headingLevel={2}
        path={`/category/${data.slug}`}
        scope={{ kind: 'category', id: data._id }}
        empty={
          <EmptyState
            title={t('category.empty')}
            action={<ButtonLink to="/products">{t('product_detail.back_to_products')}</ButtonLink>}
          />
        }
      />
    </Container>
  )
}
