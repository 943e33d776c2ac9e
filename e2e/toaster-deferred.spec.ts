import { expect, test } from '@playwright/test'

/** The toaster's own chunks (named so the shell's HTML leaves them out of its preloads: shell/rsbuild.config.ts). */
const TOASTER_CODE = /\/(lib-sonner|toaster)\.[0-9a-f]+\.js$/

test('the toaster is on no first load and comes with the first interaction; the toast shows', async ({
  page,
}) => {
  const fetched: string[] = []
  page.on('request', (request) => {
    if (TOASTER_CODE.test(new URL(request.url()).pathname)) fetched.push(request.url())
  })
  await page.goto('/products')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(fetched).toEqual([])
  expect(
    await page.locator('link[rel="preload"][href*="sonner"], link[rel="preload"][href*="toaster"]').count(),
  ).toBe(0)

  await page.getByRole('main').getByRole('button', { name: 'Sepete Ekle' }).first().click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Ürün sepete eklendi' })).toBeVisible()
  expect(fetched.some((url) => url.includes('/static/js/async/lib-sonner.'))).toBe(true)
})
