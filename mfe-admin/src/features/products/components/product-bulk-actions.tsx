import type { BulkResult } from '@shop/domain'
import { type MessageKey, useT } from '@shop/i18n'
import { ConfirmDialog, notify } from '@shop/ui'
import { useState } from 'react'
import { BulkAction, BulkActionsBar } from '../../../components/bulk-actions-bar'
import { notifyFailure } from '../../../lib/notify-failure'
import { useBulkDeleteProducts } from '../api/bulk-delete-products'
import { useBulkToggleStatus } from '../api/bulk-toggle-status'
import { useBulkUpdateCategory } from '../api/bulk-update-category'
import { useBulkUpdateFeatured } from '../api/bulk-update-featured'
import type { CategoryOption } from '../lib/category-options'
import { BulkCategoryDialog } from './bulk-category-dialog'

interface ProductBulkActionsProps {
  ids: string[]
  categories: readonly CategoryOption[]
  /** Clears the selection once an action went through. */
  onDone: () => void
}

/** The bulk bar (admin.md §2): delete after confirming, toggle status, change category, feature or unfeature. */
export function ProductBulkActions({ ids, categories, onDone }: ProductBulkActionsProps) {
  const t = useT()
  const [confirming, setConfirming] = useState(false)
  const [pickingCategory, setPickingCategory] = useState(false)
  const remove = useBulkDeleteProducts()
  const toggle = useBulkToggleStatus()
  const category = useBulkUpdateCategory()
  const featured = useBulkUpdateFeatured()
  const busy = remove.isPending || toggle.isPending || category.isPending || featured.isPending

  /** A change went through: its toast with the count changed, then the selection cleared; or the failure's toast. */
  const reportChange = (changed: MessageKey, failed: MessageKey, then?: () => void) => ({
    onSuccess: ({ updated }: BulkResult) => {
      notify.success(t(changed, { n: updated.length }))
      then?.()
      onDone()
    },
    onError: (error: Error) => notifyFailure(error, t(failed)),
  })

  const deleteSelected = () =>
    remove.mutate(ids, {
      onSuccess: ({ deleted, hidden }) => {
        if (deleted.length > 0 || hidden.length === 0)
          notify.success(t('admin.products.bulk_deleted', { n: deleted.length }))
        if (hidden.length > 0) notify.info(t('admin.products.bulk_hidden', { n: hidden.length }))
        onDone()
      },
      onError: (error) => notifyFailure(error, t('admin.products.bulk_delete_failed')),
      onSettled: () => setConfirming(false),
    })

  return (
    <>
      <BulkActionsBar count={ids.length} onClear={onDone}>
        <BulkAction
          loading={toggle.isPending}
          disabled={busy}
          onClick={() =>
            toggle.mutate(
              { ids },
              reportChange('admin.products.bulk_toggled', 'admin.products.bulk_toggle_failed'),
            )
          }
        >
          {t('admin.products.bulk_toggle')}
        </BulkAction>
        <BulkAction disabled={busy} onClick={() => setPickingCategory(true)}>
          {t('admin.products.bulk_category')}
        </BulkAction>
        {([true, false] as const).map((isFeatured) => (
          <BulkAction
            key={String(isFeatured)}
            disabled={busy}
            loading={featured.isPending && featured.variables?.isFeatured === isFeatured}
            onClick={() =>
              featured.mutate(
                { ids, isFeatured },
                reportChange('admin.products.bulk_featured_changed', 'admin.products.bulk_featured_failed'),
              )
            }
          >
            {t(isFeatured ? 'admin.products.bulk_feature' : 'admin.products.bulk_unfeature')}
          </BulkAction>
        ))}
        <BulkAction tone="danger" disabled={busy} onClick={() => setConfirming(true)}>
          {t('admin.products.bulk_delete')}
        </BulkAction>
      </BulkActionsBar>
      <ConfirmDialog
        open={confirming}
        message={t('admin.products.bulk_confirm_delete', { count: ids.length })}
        confirmLabel={t('admin.common.delete')}
        busy={remove.isPending}
        onConfirm={deleteSelected}
        onCancel={() => setConfirming(false)}
      />
      {pickingCategory && (
        <BulkCategoryDialog
          open
          categories={categories}
          busy={category.isPending}
          onClose={() => setPickingCategory(false)}
          onApply={(categoryId) =>
            category.mutate(
              { ids, categoryId },
              reportChange(
                'admin.products.bulk_category_changed',
                'admin.products.bulk_category_failed',
                () => setPickingCategory(false),
              ),
            )
          }
        />
      )}
    </>
  )
}
