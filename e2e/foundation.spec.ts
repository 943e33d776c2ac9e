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
