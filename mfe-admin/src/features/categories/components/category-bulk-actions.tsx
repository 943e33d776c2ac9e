import type { AdminCategoryNode } from '@shop/domain'
import { useT } from '@shop/i18n'
import { ConfirmDialog, notify } from '@shop/ui'
import { useState } from 'react'
import { BulkAction, BulkActionsBar } from '../../../components/bulk-actions-bar'
import { useNameOfCategory } from '../../../hooks/use-category-name'
import { notifyFailure } from '../../../lib/notify-failure'
import { useBulkDeleteCategories } from '../api/bulk-delete-categories'
import { useBulkSetCategoryStatus } from '../api/bulk-set-category-status'

export interface RefusedCategory {
  id: string
  name: string
  message: string
}

interface CategoryBulkActionsProps {
  selected: ReadonlySet<string>
  onSelectedChange: (selected: Set<string>) => void
  /** Names the refused categories in the report. */
  nodeOf: (id: string) => AdminCategoryNode | undefined
  /** Categories the bulk delete left in place, with the server's reason for each. */
  onRefused: (refused: RefusedCategory[]) => void
}

/** The selected count with bulk activate, deactivate and delete (which asks first) (admin.md §2, §8). */
export function CategoryBulkActions({
  selected,
  onSelectedChange,
  nodeOf,
  onRefused,
}: CategoryBulkActionsProps) {
  const t = useT()
  const nameOf = useNameOfCategory()
  // A refused category is still in the tree; its id stands in only if the tree changed meanwhile.
  const nodeName = (id: string) => {
    const node = nodeOf(id)
    return node ? nameOf(node) : id
  }
  const setStatus = useBulkSetCategoryStatus()
  const remove = useBulkDeleteCategories()
  const [confirming, setConfirming] = useState(false)
  const ids = [...selected]

  const changeStatus = (isActive: boolean) =>
    setStatus.mutate(
      { ids, isActive },
      {
        onSuccess: ({ updated }) =>
          notify.success(t('admin.categories.bulk_status_changed', { count: updated.length })),
        onError: (error) => notifyFailure(error, t('admin.categories.bulk_status_failed')),
      },
    )

  const deleteSelected = () =>
    remove.mutate(ids, {
      onSuccess: ({ deleted, refused }) => {
        setConfirming(false)
        if (deleted.length > 0) notify.success(t('admin.categories.bulk_deleted', { count: deleted.length }))
        onRefused(
          refused.map(({ id, message }) => ({
            id,
            message,
            name: nodeName(id),
          })),
        )
        // The refused ones stay selected: the admin sees which they are and can act on them.
        onSelectedChange(new Set(refused.map((entry) => entry.id)))
      },
      onError: (error) => {
        setConfirming(false)
        notifyFailure(error, t('admin.categories.bulk_delete_failed'))
      },
    })

  return (
    <>
      <BulkActionsBar count={selected.size} onClear={() => onSelectedChange(new Set())}>
        <BulkAction
          onClick={() => changeStatus(true)}
          loading={setStatus.isPending && setStatus.variables?.isActive === true}
          disabled={setStatus.isPending}
        >
          {t('admin.categories.bulk_activate')}
        </BulkAction>
        <BulkAction
          onClick={() => changeStatus(false)}
          loading={setStatus.isPending && setStatus.variables?.isActive === false}
          disabled={setStatus.isPending}
        >
          {t('admin.categories.bulk_deactivate')}
        </BulkAction>
        <BulkAction tone="danger" onClick={() => setConfirming(true)}>
          {t('admin.common.delete')}
        </BulkAction>
      </BulkActionsBar>
      <ConfirmDialog
        open={confirming}
        message={t('admin.common.confirm_bulk_delete', { count: selected.size })}
        confirmLabel={t('admin.common.delete')}
        onConfirm={deleteSelected}
        onCancel={() => setConfirming(false)}
        busy={remove.isPending}
      />
    </>
  )
}
