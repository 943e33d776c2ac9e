import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MeasuringStrategy,
  type Modifier,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import type { AdminCategoryNode } from '@shop/domain'
import { useT } from '@shop/i18n'
import { useMemo, useRef, useState } from 'react'
import { SelectionCheckbox } from '../../../components/selection-checkbox'
import tableStyles from '../../../components/table.module.css'
import { TableFrame } from '../../../components/table-frame'
import hidden from '../../../components/visually-hidden.module.css'
import { useNameOfCategory } from '../../../hooks/use-category-name'
import { useReorderAnnouncements } from '../hooks/use-reorder-announcements'
import { useRestoreMoveFocus } from '../hooks/use-restore-move-focus'
import { flattenTree, type CategoryRow as Row } from '../lib/flatten-tree'
import { CategoryRow } from './category-row'
import type { RowActionHandlers } from './category-row-actions'
import styles from './category-tree-table.module.css'

interface CategoryTreeTableProps extends RowActionHandlers {
  tree: AdminCategoryNode[]
  selected: ReadonlySet<string>
  onSelectedChange: (selected: Set<string>) => void
  /** Moves a category to a position among its siblings; false when it could not. */
  onMove: (id: string, toIndex: number) => boolean
}

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 })

/**
 * The category tree as a table: each category followed by its subcategories, indented (and its level said to screen
 * readers). Siblings are reordered by dragging a handle, by keyboard on that handle, or with the up and down buttons.
 * While one level is dragged, the subcategories of that level fold away so the siblings sit next to each other.
 */
export function CategoryTreeTable({
  tree,
  selected,
  onSelectedChange,
  onMove,
  ...actions
}: CategoryTreeTableProps) {
  const t = useT()
  const nameOf = useNameOfCategory()
  const rows = useMemo(() => flattenTree(tree), [tree])
  const [activeId, setActiveId] = useState<string | null>(null)
  const activeRow = activeId ? rows.find((row) => row.node._id === activeId) : undefined
  const frame = useRef<HTMLDivElement>(null)
  const { announce, liveText, dndAccessibility } = useReorderAnnouncements(rows)
  const focusAfterMove = useRestoreMoveFocus(frame, rows)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  const visibleRows = activeRow
    ? rows.filter((row) => !row.ancestorIds.some((id) => activeRow.siblingIds.includes(id)))
    : rows
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.node._id))

  const moveByButton = (row: Row, toIndex: number) => {
    if (!onMove(row.node._id, toIndex)) return
    focusAfterMove(row.node._id, toIndex > row.index ? 'down' : 'up')
    announce(row.node, toIndex, row.siblingIds.length)
  }
  const onDragStart = ({ active }: DragStartEvent) => setActiveId(String(active.id))
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null)
    if (!activeRow || !over || over.id === active.id) return
    const toIndex = activeRow.siblingIds.indexOf(String(over.id))
    if (toIndex >= 0) onMove(activeRow.node._id, toIndex)
  }
  const select = (id: string, on: boolean) => {
    const next = new Set(selected)
    if (on) next.add(id)
    else next.delete(id)
    onSelectedChange(next)
  }

  return (
    <DndContext
      sensors={sensors}
      modifiers={[verticalOnly]}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={dndAccessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
    >
      <TableFrame label={t('admin.categories.table_caption')} ref={frame}>
        <table className={`${tableStyles.table} ${styles.cells}`}>
          <caption className={hidden.visuallyHidden}>{t('admin.categories.table_caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${tableStyles.select} ${styles.selectCell}`}>
                <SelectionCheckbox
                  label={t('admin.common.select_all')}
                  checked={allSelected}
                  indeterminate={selected.size > 0}
                  onChange={() =>
                    onSelectedChange(allSelected ? new Set() : new Set(rows.map((row) => row.node._id)))
                  }
                />
              </th>
              <th scope="col" className={styles.orderCell}>
                {t('admin.categories.col_order')}
              </th>
              <th scope="col" className={styles.imageCell}>
                {t('admin.categories.col_image')}
              </th>
              <th scope="col" className={styles.nameHeader}>
                {t('admin.categories.col_name')}
              </th>
              <th scope="col" className={styles.slugCell}>
                {t('admin.categories.col_slug')}
              </th>
              <th scope="col" className={styles.number}>
                {t('admin.categories.col_sort_order')}
              </th>
              <th scope="col" className={styles.statusCell}>
                {t('admin.categories.col_status')}
              </th>
              <th scope="col" className={styles.number}>
                {t('admin.categories.col_subcategories')}
              </th>
              <th scope="col" className={styles.number}>
                {t('admin.categories.col_products')}
              </th>
              <th scope="col" className={`${styles.actionsCell} ${tableStyles.pinnedEnd}`}>
                {t('admin.common.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {visibleRows.map((row) => (
              <SortableContext
                key={row.node._id}
                id={`level-${row.parent?._id ?? 'top'}`}
                items={row.siblingIds}
                strategy={verticalListSortingStrategy}
              >
                <CategoryRow
                  row={row}
                  selected={selected.has(row.node._id)}
                  onSelect={select}
                  droppable={!activeRow || activeRow.siblingIds === row.siblingIds}
                  onMove={moveByButton}
                  {...actions}
                />
              </SortableContext>
            ))}
          </tbody>
        </table>
      </TableFrame>
      {/* No drop animation: the rows unfold again as the drop lands, so there is no fixed place to fly to. */}
      <DragOverlay dropAnimation={null}>
        {activeRow && (
          <div className={styles.overlay}>
            <span aria-hidden="true">⠿</span> {nameOf(activeRow.node)}
          </div>
        )}
      </DragOverlay>
      <p className={hidden.visuallyHidden} aria-live="polite" aria-atomic="true">
        {liveText}
      </p>
    </DndContext>
  )
}
