import { useT } from '@shop/i18n'
import { Container, EmptyState, ErrorPanel, Spinner, usePageMeta, useSiteName } from '@shop/ui'
import { useId, useState } from 'react'
import { useCategoryTree } from '../features/categories/api/get-category-tree'
import { CategoryTree } from '../features/categories/components/category-tree'
import { countCategories, filterCategoryTree } from '../features/categories/lib/filter-category-tree'
import styles from './page.module.css'

/**
 * /categories: the category tree (top-level categories with their subcategories beneath), searched on the client
 * over name and description, with a count of the categories shown.
 */
export function CategoriesPage() {
  const t = useT()
  const siteName = useSiteName()
  const searchId = useId()
  const [text, setText] = useState('')
  const query = useCategoryTree()
  usePageMeta(t('categories.title'), t('categories.meta_description', { siteName }))
  const shown = query.data ? filterCategoryTree(query.data, text) : []

  return (
    <Container className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('categories.title')}</h1>
        {query.isSuccess && (
          <p className={styles.count} data-testid="category-count" aria-live="polite">
            {t('categories.count', { count: countCategories(shown) })}
          </p>
        )}
      </div>
      <div className={styles.searchField}>
        <label htmlFor={searchId} className={styles.count}>
          {t('categories.search_label')}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.searchInput}
          placeholder={t('categories.search_placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {query.isPending && <Spinner />}
      {query.isError && (
        <ErrorPanel
          title={t('categories.load_error')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.isSuccess &&
        (shown.length === 0 ? <EmptyState title={t('categories.empty')} /> : <CategoryTree roots={shown} />)}
    </Container>
  )
}
