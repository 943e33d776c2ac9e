import { useT } from '@shop/i18n'
import {
  type Column,
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowData,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table'
import { useMemo } from 'react'
import styles from './data-table.module.css'
import { SelectionCheckbox } from './selection-checkbox'
import tableStyles from './table.module.css'
import { TableFrame } from './table-frame'
import hidden from './visually-hidden.module.css'

/** The id of the column of a row's actions (view, edit, delete), which stays in view while the table scrolls. */
export const ACTIONS_COLUMN = 'actions'

declare module '@tanstack/react-table' {
  // biome-ignore lint/correctness/noUnusedVariables: the type parameters must match react-table's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** A class for the column's header and cells (its width, wrapping, alignment). */
    className?: string
  }
}

interface DataTableProps<Row> {
  data: Row[]
  columns: ColumnDef<Row, unknown>[]
  getRowId: (row: Row) => string
  /** The table's accessible name (also its visible caption for screen readers). */
  caption: string
  /** Shown in place of the rows when there are none. */
  emptyText: string
  /** When given, a first column of checkboxes selects rows; the state is owned by the caller (ids → true). */
  selection?: RowSelectionState
  onSelectionChange?: (selection: RowSelectionState) => void
  /** How a row is named in its checkbox label ('Select {name}'). */
  rowLabel?: (row: Row) => string
  /** Extra class for a row (e.g. an inactive product dimmed). */
  rowClassName?: (row: Row) => string | undefined
  /** Extra class for the table (its own cell padding). */
  className?: string
}

/**
 * The admin tables: a headless @tanstack/react-table model rendered as a real <table> (header cells, caption,
 * checkboxes with labels), scrolling sideways inside its frame on a phone instead of widening the page.
 */
export function DataTable<Row>({
  data,
  columns,
  getRowId,
  caption,
  emptyText,
  selection,
  onSelectionChange,
  rowLabel,
  rowClassName,
  className,
}: DataTableProps<Row>) {
  const t = useT()
  const selectable = selection !== undefined && onSelectionChange !== undefined
  const allColumns = useMemo<ColumnDef<Row, unknown>[]>(() => {
    if (!selectable) return columns
    const select: ColumnDef<Row, unknown> = {
      id: '__select',
      header: ({ table }) => (
        <SelectionCheckbox
          label={t('admin.common.select_all')}
          checked={table.getIsAllRowsSelected()}
          indeterminate={table.getIsSomeRowsSelected()}
          onChange={table.getToggleAllRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => (
        <SelectionCheckbox
          label={t('admin.common.select_row', { name: rowLabel ? rowLabel(row.original) : row.id })}
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
    }
    return [select, ...columns]
  }, [columns, selectable, rowLabel, t])

  const table = useReactTable({
    data,
    columns: allColumns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    enableRowSelection: selectable,
    state: { rowSelection: selection ?? {} },
    onRowSelectionChange: (updater) => {
      if (!onSelectionChange) return
      onSelectionChange(typeof updater === 'function' ? updater(selection ?? {}) : updater)
    },
  })

  return (
    <TableFrame label={caption}>
      <table className={[tableStyles.table, styles.cells, className].filter(Boolean).join(' ')}>
        <caption className={hidden.visuallyHidden}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={columnClass(header.column)}>
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={allColumns.length} className={styles.empty}>
                {emptyText}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={rowClassName?.(row.original)}
                aria-selected={selectable ? row.getIsSelected() : undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={columnClass(cell.column)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableFrame>
  )
}

function columnClass<Row>(column: Column<Row, unknown>): string | undefined {
  if (column.id === '__select') return tableStyles.select
  const own = column.columnDef.meta?.className
  // A row's actions stay in view at the frame's end when the table scrolls sideways.
  return column.id === ACTIONS_COLUMN ? [own, tableStyles.pinnedEnd].filter(Boolean).join(' ') : own
}
