import { useT } from '@shop/i18n'
import { type Editor, useEditorState } from '@tiptap/react'
import {
  ColumnAddGlyph,
  ColumnDeleteGlyph,
  ImageGlyph,
  RowAddGlyph,
  RowDeleteGlyph,
  TableDeleteGlyph,
  TableGlyph,
} from './editor-icons'
import type { ToolButton } from './tool-button'

/** A new table: three columns, a header row and two rows below it. */
const NEW_TABLE = { rows: 3, cols: 3, withHeaderRow: true } as const

/**
 * The toolbar's image and table buttons. The row, column and delete-table buttons stay in place and are disabled
 * while the caret is outside a table (the arrow keys skip them), so the toolbar does not shift under the pointer;
 * a table is not put inside another one.
 */
export function useMediaTools(editor: Editor, openImageDialog: () => void): ToolButton[] {
  const t = useT()
  const state = useEditorState({
    editor,
    selector: ({ editor: now }) => ({
      // Not `can().insertTable()`: it always answers true, and the selector's first answer, made before the editor
      // is mounted, said false until the first transaction (the button stayed disabled until the admin clicked in).
      canInsertTable: !now.isActive('table'),
      canAddRow: now.can().addRowAfter(),
      canDeleteRow: now.can().deleteRow(),
      canAddColumn: now.can().addColumnAfter(),
      canDeleteColumn: now.can().deleteColumn(),
      canDeleteTable: now.can().deleteTable(),
    }),
  })
  const chain = () => editor.chain().focus()
  return [
    {
      key: 'image',
      label: t('admin.pages.image'),
      face: <ImageGlyph />,
      run: openImageDialog,
    },
    {
      key: 'table',
      label: t('admin.pages.table_insert'),
      face: <TableGlyph />,
      disabled: !state.canInsertTable,
      run: () => chain().insertTable(NEW_TABLE).run(),
    },
    {
      key: 'row-add',
      label: t('admin.pages.table_row_add'),
      face: <RowAddGlyph />,
      disabled: !state.canAddRow,
      run: () => chain().addRowAfter().run(),
    },
    {
      key: 'row-delete',
      label: t('admin.pages.table_row_delete'),
      face: <RowDeleteGlyph />,
      disabled: !state.canDeleteRow,
      run: () => chain().deleteRow().run(),
    },
    {
      key: 'column-add',
      label: t('admin.pages.table_column_add'),
      face: <ColumnAddGlyph />,
      disabled: !state.canAddColumn,
      run: () => chain().addColumnAfter().run(),
    },
    {
      key: 'column-delete',
      label: t('admin.pages.table_column_delete'),
      face: <ColumnDeleteGlyph />,
      disabled: !state.canDeleteColumn,
      run: () => chain().deleteColumn().run(),
    },
    {
      key: 'table-delete',
      label: t('admin.pages.table_delete'),
      face: <TableDeleteGlyph />,
      disabled: !state.canDeleteTable,
      run: () => chain().deleteTable().run(),
    },
  ]
}
