import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core'
import { useT } from '@shop/i18n'
import { ArrowDownIcon, ArrowUpIcon, GripIcon } from '../../../components/icons'
import action from '../../../components/row-action.module.css'
import type { CategoryRow } from '../lib/flatten-tree'
import styles from './category-tree-table.module.css'

interface ReorderControlsProps {
  row: CategoryRow
  name: string
  handleRef: (element: HTMLElement | null) => void
  attributes: DraggableAttributes
  listeners: DraggableSyntheticListeners
  onMove: (row: CategoryRow, toIndex: number) => void
}

/**
 * The drag handle (pointer, or keyboard: space picks up, arrows move, space drops) and, for anyone who would rather
 * not drag, plain buttons that move the category one place up or down among its siblings.
 */
export function ReorderControls({
  row,
  name,
  handleRef,
  attributes,
  listeners,
  onMove,
}: ReorderControlsProps) {
  const t = useT()
  const last = row.siblingIds.length - 1
  return (
    <div className={styles.reorder}>
      <button
        ref={handleRef}
        type="button"
        className={`${action.action} ${styles.handle}`}
        {...attributes}
        {...listeners}
        aria-label={t('admin.categories.drag', { name })}
      >
        <GripIcon />
      </button>
      <button
        type="button"
        className={action.action}
        aria-label={t('admin.categories.move_up', { name })}
        disabled={row.index === 0}
        data-move="up"
        data-category={row.node._id}
        onClick={() => onMove(row, row.index - 1)}
      >
        <ArrowUpIcon />
      </button>
      <button
        type="button"
        className={action.action}
        aria-label={t('admin.categories.move_down', { name })}
        disabled={row.index === last}
        data-move="down"
        data-category={row.node._id}
        onClick={() => onMove(row, row.index + 1)}
      >
        <ArrowDownIcon />
      </button>
    </div>
  )
}
