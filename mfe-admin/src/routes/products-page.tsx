import { useT } from '@shop/i18n'
import { Button, ButtonLink, usePageTitle } from '@shop/ui'
import { useRef } from 'react'
import { PageHeader } from '../components/page-header'
import { ProductFilters } from '../features/products/components/product-filters'
import { ProductFormModal } from '../features/products/components/product-form-modal'
import { ProductList } from '../features/products/components/product-list'
import { useCategoryOptions } from '../features/products/hooks/use-category-options'
import { useListParams } from '../features/products/hooks/use-list-params'
import { useProductModal } from '../features/products/hooks/use-product-modal'

/** /admin/products: filters, the table with row and bulk actions, and the create/edit modal. */
export function ProductsPage() {
  const t = useT()
  usePageTitle(t('admin.products.title'))
  const { params, update, hrefFor } = useListParams()
  const modal = useProductModal()
  const { options } = useCategoryOptions()
  // A closing modal keeps its instance (and key) so the native dialog can hand focus back to the opener.
  const lastKey = useRef('new')
  const modalKey = modal.editingId ?? (modal.creating ? 'new' : lastKey.current)
  lastKey.current = modalKey
  return (
    <>
      <PageHeader
        title={t('admin.products.title')}
        actions={
          <>
            <ButtonLink to="/admin/products/tools" variant="secondary">
              {t('admin.products.tools_link')}
            </ButtonLink>
            <Button onClick={modal.openCreate}>{t('admin.products.new')}</Button>
          </>
        }
      />
      <ProductFilters params={params} onChange={update} categories={options} />
      <ProductList params={params} hrefFor={hrefFor} categories={options} onEdit={modal.openEdit} />
      <ProductFormModal
        key={modalKey}
        open={modal.creating || modal.editingId !== null}
        editingId={modal.editingId}
        onClose={modal.close}
      />
    </>
  )
}
