import { PAGE_SIZE } from '@shop/domain'
import { useT } from '@shop/i18n'
import { ErrorPanel } from '@shop/ui'
import { useCategoryTree } from '../api/get-category-tree'
import { CategoryGrid } from './category-grid'
import { CategoryGridSkeleton } from './category-grid-skeleton'

/** Up to 12 root categories (the home page). */
export function RootCategories() {
  const t = useT()
  const query = useCategoryTree()
  if (query.isPending) return <CategoryGridSkeleton count={PAGE_SIZE.homeCategories} />
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
