import { useT } from '@shop/i18n'
import { Button, usePageTitle } from '@shop/ui'
import { useState } from 'react'
import { PageHeader } from '../components/page-header'
import { QueryState } from '../components/query-state'
import { useCategoryTree } from '../features/categories/api/get-category-tree'
import { CategoryManager } from '../features/categories/components/category-manager'

/** /admin/categories: the category tree, its reordering, bulk actions and the create/edit form. */
export function CategoriesPage() {
  const t = useT()
  usePageTitle(t('admin.categories.title'))
  const tree = useCategoryTree()
  const [creating, setCreating] = useState(false)
  return (
    <>
      <PageHeader
        title={t('admin.categories.title')}
        actions={
          tree.data && tree.data.length > 0 ? (
            <Button onClick={() => setCreating(true)}>{t('admin.categories.new')}</Button>
          ) : undefined
        }
      />
      <QueryState query={tree} errorTitle={t('admin.categories.load_error')}>
        {(data) => <CategoryManager tree={data} creating={creating} onCreatingChange={setCreating} />}
      </QueryState>
    </>
  )
}
