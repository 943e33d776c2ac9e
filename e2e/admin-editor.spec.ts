import { expect, test } from '@playwright/test'
import { openAboutPageEditor } from './support/page-editor'

test("a page's editor offers its table tool as soon as it opens, before the text is clicked", async ({
  page,
  request,
}) => {
  const { toolbar, editor } = await openAboutPageEditor(page, request)
  const insertTable = toolbar.getByRole('button', { name: 'Tablo ekle (3×3, başlık satırlı)' })
  await expect(insertTable).toBeEnabled()
  // The row tools wait for a table to work on.
  await expect(toolbar.getByRole('button', { name: 'Alta satır ekle' })).toBeDisabled()

  await insertTable.click()
  await expect(editor.getByRole('table')).toHaveCount(1)
  await expect(toolbar.getByRole('button', { name: 'Alta satır ekle' })).toBeEnabled()
})
