import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from './support/axe'

/** 'eld' matches the seeded gloves (Eldiven) and their category (Eldivenler). */
const TERM = 'eld'

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Ürün ara' })
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Arama önerileri' })
const productOptions = (page: Page) => suggestions(page).getByTestId('suggestion-product')

async function openSuggestions(page: Page) {
  await page.goto('/')
  await searchBox(page).fill(TERM)
  await expect(productOptions(page).first()).toBeVisible()
}

test('search as you type: one letter suggests nothing; from two, up to 6 products with picture and price', async ({
  page,
}) => {
  await page.goto('/')
  const box = searchBox(page)
  await box.fill('e')
  await page.waitForTimeout(500)
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await expect(suggestions(page)).toBeHidden()

  await box.fill(TERM)
  await expect(productOptions(page).first()).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  const count = await productOptions(page).count()
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThanOrEqual(6)
  for (const option of await productOptions(page).all()) {
    await expect(option).toContainText(/Eldiven/i)
    await expect(option).toContainText(/\d+,\d{2} ₺/)
    await expect(option.locator('img')).toHaveJSProperty('complete', true)
    expect(await option.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    )
  }
  await expect(suggestions(page).getByTestId('suggestion-category').first()).toContainText('Eldivenler')
  await expect(page.locator('output[aria-live="polite"]')).toContainText(/\d+ öneri/)

  // The list fits the screen at both widths.
  const viewport = page.viewportSize()
  const popup = await page.getByTestId('search-suggestions').boundingBox()
  expect(popup && viewport).toBeTruthy()
  if (popup && viewport) {
    expect(popup.x).toBeGreaterThanOrEqual(0)
    expect(popup.x + popup.width).toBeLessThanOrEqual(viewport.width)
    expect(popup.y + popup.height).toBeLessThanOrEqual(viewport.height)
  }

  expect(await axeViolations(page)).toEqual([])
})

test('on a short screen the list scrolls within itself, and the arrow keys reach its last option', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 460 })
  await openSuggestions(page)
  const listbox = suggestions(page)
  // The precondition: the suggestions are taller than the screen leaves them.
  expect(await listbox.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true)
  const options = listbox.getByRole('option')
  const count = await options.count()
  for (let step = 0; step < count; step++) await searchBox(page).press('ArrowDown')
  const last = options.last()
  await expect(searchBox(page)).toHaveAttribute(
    'aria-activedescendant',
    (await last.getAttribute('id')) ?? '',
  )
  // Scrolled into view inside the list, so a keyboard user sees what they are on.
  const [option, list] = await Promise.all([last.boundingBox(), listbox.boundingBox()])
  expect(option && list && option.y + option.height <= list.y + list.height + 1).toBe(true)
  expect(await axeViolations(page)).toEqual([])
})

test('arrow down and Enter open the highlighted product', async ({ page }) => {
  await openSuggestions(page)
  const first = productOptions(page).first()
  const optionText = (await first.textContent()) ?? ''
  await searchBox(page).press('ArrowDown')
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(searchBox(page)).toHaveAttribute(
    'aria-activedescendant',
    (await first.getAttribute('id')) ?? '',
  )
  await searchBox(page).press('Enter')
  await expect(page).toHaveURL(/\/products\/[^/?]+$/)
  // The product page renders after the address changes; until then the heading is the page left behind.
  const heading = page.getByRole('heading', { level: 1 })
  await expect
    .poll(async () => {
      const name = (await heading.textContent())?.trim() ?? ''
      return name !== '' && optionText.startsWith(name)
    })
    .toBe(true)
})

test('Enter with nothing highlighted opens the full results; Escape closes, a second clears', async ({
  page,
}) => {
  await openSuggestions(page)
  const box = searchBox(page)
  await box.press('Escape')
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await expect(box).toHaveValue(TERM)
  await box.press('Escape')
  await expect(box).toHaveValue('')

  await box.fill(TERM)
  await expect(productOptions(page).first()).toBeVisible()
  await box.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/products\\?q=${TERM}$`))
  await expect(page.getByTestId('product-card').first()).toBeVisible()
})

test('a click outside closes the suggestions', async ({ page }) => {
  await openSuggestions(page)
  await page.getByRole('main').click({ position: { x: 5, y: 5 } })
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false')
})

test.describe('the phone header', () => {
  test.beforeEach(({ page }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'phone',
      'the account shortcut is the phone header’s; wide screens have the user menu',
    )
    void page
  })

  test('a visitor reaches login in one tap, a signed-in shopper the account', async ({ page }) => {
    await page.goto('/')
    const login = page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' })
    await expect(login).toBeVisible()
    const box = await login.boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(44)
    expect(box?.height).toBeGreaterThanOrEqual(44)
    // In the header bar itself, above the fold, with the menu closed.
    expect((box?.y ?? 1000) + (box?.height ?? 0)).toBeLessThan(200)
    await login.click()
    await expect(page).toHaveURL(/\/login$/)

    await page.getByLabel('E-posta').fill('musteri@dental.local')
    await page.getByLabel('Şifre', { exact: true }).fill('Musteri123!')
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
    await expect(page).not.toHaveURL(/\/login/)
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: 'Hesabım' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByTestId('account-info')).toBeVisible()
  })
})

test("on a phone the search box starts at the header's edge, under the menu button", async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) >= 1024, 'beside the logo on a wide screen')
  await page.goto('/products')
  const box = await searchBox(page).boundingBox()
  const menu = await page.getByRole('banner').getByRole('button', { name: 'Menüyü aç' }).boundingBox()
  expect(box && menu && Math.abs(box.x - menu.x), 'the two start at one edge').toBeLessThanOrEqual(1)
})
