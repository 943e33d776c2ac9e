import { expect, test } from '@playwright/test'
import { dataOf } from './support/shop-api'

test('/favicon.ico answers the favicon from settings, never the page, and the page links it', async ({
  page,
  request,
}) => {
  const { settings } = await dataOf<{ settings: { faviconUrl: string } }>(request.get('/api/settings/public'))
  const answer = await request.get('/favicon.ico', { maxRedirects: 0 })
  expect(answer.headers()['content-type'] ?? '').not.toContain('text/html')
  if (!settings.faviconUrl) {
    // Without a favicon in settings (the API test covers this branch too) there is nothing to show.
    expect(answer.status()).toBe(404)
    return
  }
  expect(answer.status()).toBe(302)
  expect(answer.headers().location).toBe(new URL(settings.faviconUrl, answer.url()).href)
  const icon = await request.get('/favicon.ico')
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toMatch(/^image\//)

  await page.goto('/')
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute(
    'href',
    new URL(settings.faviconUrl, answer.url()).pathname,
  )
})

test('the 404 page names the site in its heading', async ({ page, request }) => {
  const { settings } = await dataOf<{ settings: { siteName: { tr: string } } }>(
    request.get('/api/settings/public'),
  )
  await page.goto('/bu-sayfa-da-yok')
  await expect(page).toHaveURL(/\/404$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Sayfa bulunamadı — ${settings.siteName.tr}`,
  )
})

test('a page number past the last page says so and links to the last page', async ({ page, request }) => {
  // The list page asks with the API's default page size, as this call does.
  const answer = await request.get('/api/products')
  const { pagination } = (await answer.json()) as { pagination: { total: number; pages: number } }
  const last = pagination.pages
  expect(last).toBeGreaterThan(1)
  await page.goto('/products?page=999')
  await expect(page.getByText(`Bu sayfada ürün yok; son sayfa ${last}`)).toBeVisible()
  await expect(page.getByTestId('product-count')).toHaveText(`${pagination.total} ürün bulundu`)
  await expect(page.getByText('Aradığınız kriterlere uygun ürün bulunamadı')).toHaveCount(0)
  await page.getByRole('link', { name: `Son sayfaya git (${last})` }).click()
  await expect(page).toHaveURL(new RegExp(`/products\\?page=${last}$`))
  await expect(page.getByTestId('product-card').first()).toBeVisible()
})
