import type { AdminCategoryNode } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button } from '@shop/ui'
import styles from './category-tree-table.module.css'

export interface RowActionHandlers {
  onToggle: (node: AdminCategoryNode) => void
  onEdit: (node: AdminCategoryNode) => void
  onDelete: (node: AdminCategoryNode) => void
  /** The category whose status change is on its way. */
  togglingId?: string
}

/**
 * Toggle status, edit, delete (which asks first). Each button's accessible name starts with its visible word and
 * adds the category, so a screen reader listing buttons can tell the rows apart.
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
    <div className={styles.actions}>
      <Button
        variant="secondary"
        className={styles.action}
        onClick={() => onToggle(node)}
        loading={togglingId === node._id}
        aria-label={named(toggleWord)}
      >
        {toggleWord}
      </Button>
      <Button
        variant="secondary"
        className={styles.action}
        onClick={() => onEdit(node)}
        aria-label={named(t('admin.common.edit'))}
      >
        {t('admin.common.edit')}
      </Button>
      <Button
        variant="ghost"
        className={`${styles.action} ${styles.danger}`}
        onClick={() => onDelete(node)}
        aria-label={named(t('admin.common.delete'))}
      >
        {t('admin.common.delete')}
      </Button>
    </div>
  )
}
