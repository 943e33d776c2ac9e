import { expect, test } from '@playwright/test'

test.use({ viewport: { width: 390, height: 800 } })

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY)

test('a card followed from low in the list opens its product at the top, and back returns to the card', async ({
  page,
}) => {
  await page.goto('/products')
  const card = page.getByRole('article').nth(9)
  const link = card.getByRole('heading').getByRole('link')
  const name = (await link.textContent())?.trim() ?? ''
  await link.scrollIntoViewIfNeeded()
  expect(await scrollY(page)).toBeGreaterThan(800)

  await link.click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect.poll(() => scrollY(page)).toBe(0)
  // Keyboard and screen-reader users start on the new page, not on a link of the list that is gone.
  await expect(page.locator('main#main')).toBeFocused()

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Ürünler' })).toBeVisible()
  await expect(page.getByRole('article').filter({ hasText: name }).first()).toBeInViewport()
})

test('a footer link opens its page at the top, not at the footer the shopper clicked', async ({ page }) => {
  await page.goto('/')
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Ürünler', exact: true })
  await footerLink.scrollIntoViewIfNeeded()
  await footerLink.click()
  await expect(page).toHaveURL(/\/products$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Ürünler' })).toBeInViewport()
  await expect.poll(() => scrollY(page)).toBe(0)
})
