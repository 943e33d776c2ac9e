import { expect, type Page, test } from '@playwright/test'
import { ADMIN, apiLogin, CUSTOMER, signInPage } from './support/admin'

/** The API's transport chunk of each app (named so the shell's HTML leaves it out of its preloads). */
const TRANSPORT_CODE = /\/api-transport\.[0-9a-f]+\.js$/

function transportRequests(page: Page): string[] {
  const fetched: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (TRANSPORT_CODE.test(pathname)) fetched.push(pathname)
  })
  return fetched
}

async function sortByPrice(page: Page) {
  const sorted = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/products' && response.url().includes('sort=price'),
  )
  await page.getByLabel('Sırala').selectOption({ label: 'Fiyat: düşükten yükseğe' })
  return sorted
}

test("the API's transport is on no first load; the first interaction fetches it and the calls work", async ({
  page,
}) => {
  const fetched = transportRequests(page)
  await page.goto('/products')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(fetched).toEqual([])
  expect(await page.locator('link[rel="preload"][href*="api-transport"]').count()).toBe(0)

  // A pointer crossing the page: the shell's and the storefront's transports come before any call needs them.
  await page.mouse.move(20, 20)
  await page.mouse.move(40, 60)
  await expect
    .poll(() => fetched.sort())
    .toEqual([
      expect.stringMatching(/^\/remotes\/storefront\/static\/js\/async\/api-transport\./),
      expect.stringMatching(/^\/static\/js\/async\/api-transport\./),
    ])

  const answer = await (await sortByPrice(page)).json()
  await expect(page.getByTestId('product-card').first()).toContainText(answer.data.products[0].name.tr)
})

test('a transport that cannot be fetched is the call’s connection error, and the next call fetches it again', async ({
  page,
}) => {
  let refuse = true
  await page.route(TRANSPORT_CODE, (route) => (refuse ? route.abort('connectionrefused') : route.continue()))
  await page.goto('/products')
  await expect(page.getByTestId('product-card').first()).toBeVisible()

  await page.getByLabel('Sırala').selectOption({ label: 'Fiyat: düşükten yükseğe' })
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin.' }),
  ).toBeVisible()

  refuse = false
  await page.getByLabel('Sırala').selectOption({ label: 'Fiyat: yüksekten düşüğe' })
  await expect(page).toHaveURL(/sort=price&order=desc/)
  const first = page.getByTestId('product-card').first()
  await expect(first).toBeVisible()
  const answer = await page.evaluate(async () =>
    (await fetch('/api/products?sort=price&order=desc&limit=1')).json(),
  )
  await expect(first).toContainText(answer.data.products[0].name.tr)
})

test("the admin's and the account's screens call the API as they open: their transport comes with their remote", async ({
  page,
  request,
}) => {
  const fetched = transportRequests(page)
  const remoteChunks = () => fetched.filter((path) => /^\/remotes\/(admin|account)\//.test(path))

  await signInPage(page, await apiLogin(request, ADMIN))
  await page.goto('/admin')
  await expect(page.getByTestId('revenue-summary')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(remoteChunks()).toEqual([])

  await signInPage(page, await apiLogin(request, CUSTOMER))
  await page.goto('/profile')
  await expect(page.getByText(CUSTOMER.email).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(remoteChunks()).toEqual([])
})

test('a list the client reads as it opens gets its transport from the page, beside its other code', async ({
  page,
}) => {
  const fetched = transportRequests(page)
  await page.goto('/products?q=eld')
  await expect(page.getByTestId('product-card').first()).toContainText(/Eldiven/i)
  expect(
    await page.locator('link[rel="preload"][href*="/remotes/storefront/"][href*="api-transport"]').count(),
  ).toBe(1)
  expect(fetched.filter((path) => path.startsWith('/remotes/storefront/'))).toHaveLength(1)
})
