import { expect, test } from '@playwright/test'
import { ADMIN, apiLogin, signInPage } from './support/admin'

test("a page's editor offers its table tool as soon as it opens, before the text is clicked", async ({
  page,
  request,
}) => {
  await signInPage(page, await apiLogin(request, ADMIN))
  await page.goto('/admin/pages')
  await page.getByRole('button', { name: 'Düzenle: Hakkımızda' }).click()
  const form = page.getByRole('region', { name: 'Sayfayı düzenle: Hakkımızda' })
  const toolbar = form.getByRole('toolbar', { name: 'Türkçe içerik biçimlendirme araçları' })
  const insertTable = toolbar.getByRole('button', { name: 'Tablo ekle (3×3, başlık satırlı)' })
  await expect(insertTable).toBeEnabled()
  // The row tools wait for a table to work on.
  await expect(toolbar.getByRole('button', { name: 'Alta satır ekle' })).toBeDisabled()

  await insertTable.click()
  const editor = form.getByRole('textbox', { name: 'Türkçe içerik' })
  await expect(editor.getByRole('table')).toHaveCount(1)
  await expect(toolbar.getByRole('button', { name: 'Alta satır ekle' })).toBeEnabled()
})
