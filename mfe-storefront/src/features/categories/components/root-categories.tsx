import { PAGE_SIZE } from '@shop/domain'
import { useT } from '@shop/i18n'
import { ErrorPanel, Spinner } from '@shop/ui'
import { useCategoryTree } from '../api/get-category-tree'
import { CategoryGrid } from './category-grid'

/** Up to 12 root categories (the home page). */
export function RootCategories() {
  const t = useT()
  const query = useCategoryTree()
  if (query.isPending) return <Spinner />
  if (query.isError)
    return (
      <ErrorPanel
        title={t('categories.load_error')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  return <CategoryGrid categories={query.data.slice(0, PAGE_SIZE.homeCategories)} />
}
