import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { VisuallyHidden } from '@shop/ui'
import { useAtomValue } from 'jotai'
import type { CSSProperties } from 'react'
import { Badge } from '../../../components/badge'
import { SelectionCheckbox } from '../../../components/selection-checkbox'
import tableStyles from '../../../components/table.module.css'
import { categoryNameIn, otherCategoryName } from '../../../lib/category-names'
import type { CategoryRow as Row } from '../lib/flatten-tree'
import { CategoryRowActions, type RowActionHandlers } from './category-row-actions'
import styles from './category-tree-table.module.css'
import { ReorderControls } from './reorder-controls'

interface CategoryRowProps extends RowActionHandlers {
  row: Row
  selected: boolean
  onSelect: (id: string, selected: boolean) => void
  /** False while another level is being dragged: this row is then no place to drop on. */
  droppable: boolean
  onMove: (row: Row, toIndex: number) => void
}

/** One category of the tree table; it can be dragged (by its handle) among its siblings only. */
export function CategoryRow({ row, selected, onSelect, droppable, onMove, ...actions }: CategoryRowProps) {
  const t = useT()
  const { node, depth } = row
  const sortable = useSortable({ id: node._id, disabled: { draggable: false, droppable: !droppable } })
  const language = useAtomValue(languageAtom)
  const name = categoryNameIn(node, language)
  const otherName = otherCategoryName(node, language)
  return (
    <tr
      ref={sortable.setNodeRef}
      className={[styles.row, sortable.isDragging && styles.placeholder, !node.isActive && styles.inactive]
        .filter(Boolean)
        .join(' ')}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      aria-selected={selected}
      data-depth={depth}
      data-testid={`category-row-${node._id}`}
    >
      <td className={`${tableStyles.select} ${styles.selectCell}`}>
        <SelectionCheckbox
          label={t('admin.common.select_row', { name })}
          checked={selected}
          onChange={(event: { target: { checked: boolean } }) => onSelect(node._id, event.target.checked)}
        />
      </td>
      <td className={styles.orderCell}>
        <ReorderControls
          row={row}
          name={name}
          handleRef={sortable.setActivatorNodeRef}
          attributes={sortable.attributes}
          listeners={sortable.listeners}
          onMove={onMove}
        />
      </td>
      <td className={styles.imageCell}>
        {node.image ? (
          <img className={styles.thumb} src={node.image} alt="" loading="lazy" />
        ) : (
          <span className={styles.noThumb} title={t('admin.categories.no_image')}>
            <VisuallyHidden>{t('admin.categories.no_image')}</VisuallyHidden>
          </span>
        )}
      </td>
      <th scope="row" className={styles.name} style={{ '--depth': depth } as CSSProperties}>
        <div className={styles.nameInner}>
          {depth > 0 && (
            <span className={styles.branch} aria-hidden="true">
              └
            </span>
          )}
          <span className={styles.names}>
            <span className={styles.ownName}>{name}</span>
            {otherName && (
              <span className={styles.otherName} lang={language === 'en' ? 'tr' : 'en'}>
                {otherName}
              </span>
            )}
            <span className={styles.facts} aria-hidden="true">
              {[
                `${t('admin.categories.col_sort_order')}: ${node.sortOrder}`,
                `${t('admin.categories.col_subcategories')}: ${node.subcategories.length}`,
                `${t('admin.categories.col_products')}: ${node.productCount}`,
              ].join(' · ')}
            </span>
            <VisuallyHidden>
              {row.parent
                ? t('admin.categories.level_child', {
                    level: depth + 1,
                    parent: categoryNameIn(row.parent, language),
                  })
                : t('admin.categories.level_root')}
            </VisuallyHidden>
          </span>
        </div>
      </th>
      <td className={styles.slugCell}>
        <code className={styles.slug}>{node.slug}</code>
      </td>
      <td className={styles.number}>{node.sortOrder}</td>
      <td className={styles.statusCell}>
        <Badge tone={node.isActive ? 'success' : 'neutral'}>
          {node.isActive ? t('admin.common.active') : t('admin.common.passive')}
        </Badge>
      </td>
      <td className={styles.number} data-testid="subcategory-count">
        {node.subcategories.length}
      </td>
      <td className={styles.number} data-testid="product-count">
        {node.productCount}
      </td>
      <td className={`${styles.actionsCell} ${tableStyles.pinnedEnd}`}>
        <CategoryRowActions node={node} name={name} {...actions} />
      </td>
    </tr>
  )
}
