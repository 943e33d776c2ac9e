import { expect, type Locator, type Page, test } from '@playwright/test'
import { axeViolations } from './support/axe'
import { signInBrowser } from './support/session'
import { registerCustomer } from './support/shop-api'

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE, hasTouch: true })

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)
const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menüyü aç' })

/** Opens the menu on a long list (the header is not sticky: the button is pressed at the top of the page). */
async function openMenuOnList(page: Page) {
  await page.goto('/products')
  await expect(page.getByTestId('product-count')).toBeVisible()
  await menuButton(page).click()
  const sheet = page.getByRole('dialog', { name: 'Menü' })
  await expect(sheet).toBeVisible()
  return { sheet, before: await scrollY(page) }
}

/** The sheet stands over the whole screen's height, scrolls as a whole, and the page under it stays put. */
async function expectStillPageAndWholeSheet(page: Page, sheet: Locator, before: number) {
  const box = await sheet.boundingBox()
  expect(box?.y).toBe(0)
  expect(box?.height).toBe(PHONE.height)
  // A wheel over the backdrop (right of the sheet) and over the sheet's end never moves the page.
  await page.mouse.move(PHONE.width - 10, 600)
  await page.mouse.wheel(0, 600)
  await page.mouse.move(100, 600)
  await page.mouse.wheel(0, 3000)
  await page.waitForTimeout(300)
  expect(await scrollY(page)).toBe(before)
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden')
}

test('a visitor reaches the login and register links at the end of the phone menu, with the page still', async ({
  page,
}) => {
  const { sheet, before } = await openMenuOnList(page)
  await expectStillPageAndWholeSheet(page, sheet, before)
  for (const name of ['Giriş Yap', 'Kayıt Ol'])
    await expect(sheet.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 })
  expect(await axeViolations(page)).toEqual([])

  // Escape closes it, gives focus back to the button and lets the page scroll again.
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(menuButton(page)).toBeFocused()
  expect(await scrollY(page)).toBe(before)
  await page.mouse.wheel(0, 300)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before)
})

test('a customer reaches their account links in the phone menu, and following one closes it', async ({
  page,
  request,
}) => {
  await signInBrowser(page, await registerCustomer(request, 'Dt. Menü'))
  const { sheet, before } = await openMenuOnList(page)
  await expectStillPageAndWholeSheet(page, sheet, before)
  for (const name of ['Profilim', 'Siparişlerim', 'Favorilerim'])
    await expect(sheet.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 })
  await expect(sheet.getByRole('button', { name: 'Çıkış Yap' })).toBeInViewport({ ratio: 1 })

  // The close button and a press on the backdrop close it too.
  await sheet.getByRole('button', { name: 'Menüyü kapat' }).click()
  await expect(sheet).toBeHidden()
  await menuButton(page).click()
  await page.mouse.click(PHONE.width - 10, 400)
  await expect(sheet).toBeHidden()

  await menuButton(page).click()
  await sheet.getByRole('link', { name: 'Siparişlerim', exact: true }).click()
  await expect(page).toHaveURL(/\/orders$/)
  await expect(sheet).toBeHidden()
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden')
})
