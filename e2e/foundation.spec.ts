import { expect, test } from '@playwright/test'
import { type ProductsAnswer, recordScripts } from './fixtures'

test('the home page shows seeded products rendered by the storefront remote inside the shell', async ({
  page,
  request,
}) => {
  const scripts = recordScripts(page)
  const answer = (await (await request.get('/api/products?limit=20')).json()) as ProductsAnswer
  expect(answer.pagination.total).toBeGreaterThanOrEqual(60)

  await page.goto('/')
  const cards = page.getByTestId('product-card')
  await expect(cards.first()).toBeVisible()
  const firstName = answer.data.products[0]?.name.tr ?? ''
  await expect(page.getByText(firstName, { exact: false }).first()).toBeVisible()

  expect(scripts.some((path) => path.startsWith('/remotes/storefront/'))).toBe(true)
  expect(scripts.some((path) => path.startsWith('/remotes/admin/'))).toBe(false)
})

test('an anonymous visit to /admin lands on /login without loading admin code', async ({ page }) => {
  const scripts = recordScripts(page)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByTestId('login-form')).toBeVisible()
  expect(scripts.some((path) => path.startsWith('/remotes/admin/'))).toBe(false)
})

test('with the admin remote unreachable, an admin logs in, the shop still renders and /admin shows the error panel in the frame', async ({
  page,
}) => {
  const scripts = recordScripts(page)
  await page.route('**/remotes/admin/**', (route) => route.abort())

  await page.goto('/login')
  await page.getByLabel('E-posta').fill('admin@dental.local')
  await page.getByLabel('Şifre', { exact: true }).fill('Admin123!')
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId('product-card').first()).toBeVisible()

  await page.goto('/admin')
  await expect(page.getByTestId('remote-error')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tekrar dene' })).toBeVisible()
  // The shop's frame stays around the failed section: skip link, header, main landmark and footer.
  await expect(page.getByRole('link', { name: 'İçeriğe geç' })).toBeAttached()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Bu bölüm şu anda yüklenemedi')
  await expect(page.getByRole('contentinfo')).toBeVisible()
  expect(scripts.some((path) => path.startsWith('/remotes/admin/'))).toBe(false)
})
