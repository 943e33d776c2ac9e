import type { APIRequestContext, Page } from '@playwright/test'
import { ADMIN, apiLogin, signInPage } from './admin'

/**
 * Signs the seeded admin in and opens the seeded "Hakkımızda" page's edit form on /admin/pages; answers the form,
 * its Turkish toolbar and its Turkish content editor.
 */
export async function openAboutPageEditor(page: Page, request: APIRequestContext) {
  await signInPage(page, await apiLogin(request, ADMIN))
  await page.goto('/admin/pages')
  await page.getByRole('button', { name: 'Düzenle: Hakkımızda' }).click()
  const form = page.getByRole('region', { name: 'Sayfayı düzenle: Hakkımızda' })
  return {
    form,
    toolbar: form.getByRole('toolbar', { name: 'Türkçe içerik biçimlendirme araçları' }),
    editor: form.getByRole('textbox', { name: 'Türkçe içerik' }),
  }
}
