import type { AdminCategoryNode } from '@shop/domain'
import { useT } from '@shop/i18n'
import { DeleteIcon, EditIcon, HideIcon, ShowIcon } from '../../../components/icons'
import { RowAction, RowActions } from '../../../components/row-action'

export interface RowActionHandlers {
  onToggle: (node: AdminCategoryNode) => void
  onEdit: (node: AdminCategoryNode) => void
  onDelete: (node: AdminCategoryNode) => void
  /** The category whose status change is on its way. */
  togglingId?: string
}

/**
 * Toggle status, edit, delete (which asks first). Each button's accessible name starts with its word (also its
 * tooltip) and adds the category, so a screen reader listing buttons can tell the rows apart.
 */
export function CategoryRowActions({
  node,
  name,
  onToggle,
  onEdit,
  onDelete,
  togglingId,
}: RowActionHandlers & { node: AdminCategoryNode; name: string }) {
  const t = useT()
  const toggleWord = node.isActive ? t('admin.categories.deactivate') : t('admin.categories.activate')
  const named = (word: string) => `${word}: ${name}`
  return (
    <RowActions>
      <RowAction
        label={named(toggleWord)}
        hint={toggleWord}
        icon={node.isActive ? <HideIcon /> : <ShowIcon />}
        loading={togglingId === node._id}
        onClick={() => onToggle(node)}
      />
      <RowAction
        label={named(t('admin.common.edit'))}
        hint={t('admin.common.edit')}
        icon={<EditIcon />}
        onClick={() => onEdit(node)}
      />
      <RowAction
        label={named(t('admin.common.delete'))}
        hint={t('admin.common.delete')}
        icon={<DeleteIcon />}
        tone="danger"
        onClick={() => onDelete(node)}
      />
    </RowActions>
  )
}
