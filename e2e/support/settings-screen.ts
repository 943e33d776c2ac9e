import { expect, type Page } from '@playwright/test'

/** Opens /admin/settings (signed in already) and waits until the form holds the stored settings. */
export async function openSettingsScreen(page: Page) {
  await page.goto('/admin/settings')
  await expect(page.getByRole('textbox', { name: 'Site adı (Türkçe)' })).not.toHaveValue('')
}

/**
 * Presses the screen's one Save button and waits for what it does: PUT /settings answered with success, then the
 * page reloading itself (half a second later) with the stored settings.
 */
export async function saveSettingsScreen(page: Page) {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/settings',
  )
  const reloaded = page.waitForEvent('load')
  await page.getByRole('button', { name: 'Ayarları kaydet' }).click()
  expect((await saved).status()).toBe(200)
  await reloaded
  await expect(page.getByRole('textbox', { name: 'Site adı (Türkçe)' })).not.toHaveValue('')
}
