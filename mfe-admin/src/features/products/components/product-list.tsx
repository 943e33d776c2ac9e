import { type ProductDto, readLocalized } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { ConfirmDialog, notify, Pagination, Stack } from '@shop/ui'
import type { RowSelectionState } from '@tanstack/react-table'
import { useAtomValue } from 'jotai'
import { useCallback, useState } from 'react'
import { DataTable } from '../../../components/data-table'
import { QueryState } from '../../../components/query-state'
import { notifyFailure } from '../../../lib/notify-failure'
import { useDeleteProduct } from '../api/delete-product'
import { useAdminProducts } from '../api/list-admin-products'
import { useToggleProductStatus } from '../api/toggle-product-status'
import { useProductColumns } from '../hooks/use-product-columns'
import type { CategoryOption } from '../lib/category-options'
import type { ProductListParams } from '../lib/list-params'
import { ProductBulkActions } from './product-bulk-actions'
import styles from './products-table.module.css'

interface ProductListProps {
  params: ProductListParams
  hrefFor: (page: number) => string
  categories: readonly CategoryOption[]
  onEdit: (id: string) => void
}

/** The table of one page with its selection, row actions, bulk bar and pagination. */
export function ProductList({ params, hrefFor, categories, onEdit }: ProductListProps) {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const query = useAdminProducts(params)
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [deleting, setDeleting] = useState<ProductDto | null>(null)
  const toggle = useToggleProductStatus()
  const remove = useDeleteProduct()

  // A selection belongs to the rows on screen: another page or filter starts afresh.
  const paramsKey = JSON.stringify(params)
  const [selectionFor, setSelectionFor] = useState(paramsKey)
  if (selectionFor !== paramsKey) {
    setSelectionFor(paramsKey)
    setSelection({})
  }

  const onToggle = useCallback(
    (product: ProductDto) =>
      toggle.mutate(product._id, {
        onSuccess: () => notify.success(t('admin.products.status_changed')),
        onError: (error) => notifyFailure(error, t('admin.products.status_failed')),
      }),
    [toggle.mutate, t],
  )
  const onEditRow = useCallback((product: ProductDto) => onEdit(product._id), [onEdit])
  const columns = useProductColumns({
    onToggle,
    onEdit: onEditRow,
    onDelete: setDeleting,
    togglingId: toggle.isPending ? (toggle.variables ?? null) : null,
  })

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting._id, {
      onSuccess: (result) => {
        if (result.hidden) notify.info(result.message ?? t('admin.product.in_orders_hidden'))
        else notify.success(t('admin.products.deleted'))
      },
      onError: (error) => notifyFailure(error, t('admin.products.delete_failed')),
      onSettled: () => setDeleting(null),
    })
  }

  const selectedIds = Object.keys(selection).filter((id) => selection[id])
  return (
    <QueryState query={query} errorTitle={t('admin.products.list_error')}>
      {({ data, pagination }) => (
        <Stack gap={4}>
          <ProductBulkActions ids={selectedIds} categories={categories} onDone={() => setSelection({})} />
          <DataTable
            data={data.products}
            columns={columns}
            getRowId={(product) => product._id}
            caption={t('admin.products.table_caption', { count: pagination?.total ?? data.products.length })}
            emptyText={t('admin.products.empty')}
            selection={selection}
            onSelectionChange={setSelection}
            rowLabel={(product) => readLocalized(product.name, language)}
            rowClassName={(product) => (product.isActive ? undefined : styles.inactive)}
            className={styles.table}
          />
          {pagination && <Pagination page={pagination.page} pages={pagination.pages} hrefFor={hrefFor} />}
          <ConfirmDialog
            open={deleting !== null}
            message={t('admin.products.confirm_delete', {
              name: deleting ? readLocalized(deleting.name, language) : '',
            })}
            confirmLabel={t('admin.common.delete')}
            busy={remove.isPending}
            onConfirm={confirmDelete}
            onCancel={() => setDeleting(null)}
          />
        </Stack>
      )}
    </QueryState>
  )
}
