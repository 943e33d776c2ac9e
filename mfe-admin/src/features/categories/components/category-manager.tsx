import type { AdminCategoryNode } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, ConfirmDialog, EmptyState, notify } from '@shop/ui'
import { useMemo, useState } from 'react'
import { useNameOfCategory } from '../../../hooks/use-category-name'
import { notifyFailure } from '../../../lib/notify-failure'
import { useDeleteCategory } from '../api/delete-category'
import { useToggleCategoryStatus } from '../api/toggle-category-status'
import { useMoveCategory } from '../hooks/use-move-category'
import { allNodes } from '../lib/flatten-tree'
import { CategoryBulkActions, type RefusedCategory } from './category-bulk-actions'
import { CategoryFormModal } from './category-form-modal'
import { CategoryTreeTable } from './category-tree-table'
import { RefusedCategories } from './refused-categories'

type FormTarget = { node?: AdminCategoryNode } | null

interface CategoryManagerProps {
  tree: AdminCategoryNode[]
  /** The page's "new category" button opens the same form. */
  creating: boolean
  onCreatingChange: (creating: boolean) => void
}

/** The tree table with its row, bulk and reorder actions, the create/edit modal and the delete confirmation. */
export function CategoryManager({ tree, creating, onCreatingChange }: CategoryManagerProps) {
  const t = useT()
  const nameOf = useNameOfCategory()
  const nodes = useMemo(() => new Map(allNodes(tree).map((node) => [node._id, node])), [tree])
  const [picked, setPicked] = useState<Set<string>>(new Set())
  // A category deleted meanwhile is no longer selected.
  const selected = useMemo(() => new Set([...picked].filter((id) => nodes.has(id))), [picked, nodes])
  const [editing, setEditing] = useState<FormTarget>(null)
  const [deleting, setDeleting] = useState<AdminCategoryNode | null>(null)
  const [refused, setRefused] = useState<RefusedCategory[]>([])
  const toggle = useToggleCategoryStatus()
  const remove = useDeleteCategory()
  const { move } = useMoveCategory()
  const formTarget: FormTarget = creating ? {} : editing

  const onToggle = (node: AdminCategoryNode) =>
    toggle.mutate(node._id, {
      onSuccess: () => notify.success(t('admin.categories.status_changed')),
      onError: (error) => notifyFailure(error, t('admin.categories.status_failed')),
    })
  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting._id, {
      onSuccess: () => notify.success(t('admin.categories.deleted')),
      // A 409 says why (products or subcategories still in it).
      onError: (error) => notifyFailure(error, t('admin.categories.delete_failed')),
      onSettled: () => setDeleting(null),
    })
  }
  const closeForm = () => {
    setEditing(null)
    onCreatingChange(false)
  }

  return (
    <>
      {tree.length === 0 ? (
        <EmptyState
          title={t('admin.categories.empty_title')}
          description={t('admin.categories.empty_description')}
          action={<Button onClick={() => onCreatingChange(true)}>{t('admin.categories.new')}</Button>}
        />
      ) : (
        <>
          <CategoryBulkActions
            selected={selected}
            onSelectedChange={setPicked}
            nodeOf={(id) => nodes.get(id)}
            onRefused={setRefused}
          />
          <RefusedCategories refused={refused} onDismiss={() => setRefused([])} />
          <CategoryTreeTable
            tree={tree}
            selected={selected}
            onSelectedChange={setPicked}
            onMove={move}
            onToggle={onToggle}
            onEdit={(node) => setEditing({ node })}
            onDelete={setDeleting}
            togglingId={toggle.isPending ? toggle.variables : undefined}
          />
        </>
      )}
      <CategoryFormModal open={formTarget !== null} node={formTarget?.node} tree={tree} onClose={closeForm} />
      <ConfirmDialog
        open={deleting !== null}
        message={t('admin.categories.confirm_delete', { name: deleting ? nameOf(deleting) : '' })}
        confirmLabel={t('admin.common.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
      />
    </>
  )
}
