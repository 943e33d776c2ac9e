import { expect, test } from '@playwright/test'
import { ADMIN, apiLogin, signInPage } from './support/admin'
import { axeViolations } from './support/axe'
import { readSettings, restoreSettings, type SettingsSnapshot } from './support/settings-api'
import { openSettingsScreen, saveSettingsScreen } from './support/settings-screen'
import { bearer, dataOf, uniqueTag, wellStockedProduct } from './support/shop-api'

/**
 * Issue 8 "Settings take effect everywhere": each test changes settings through /admin/settings as an admin and
 * looks at the shop as a shopper in a browser of their own (logged out). Whatever a test changes is put back
 * through the API afterwards, pass or fail, so the tests after it see the shop as before.
 */
let admin: { token: string; user: unknown }
let before: SettingsSnapshot

test.beforeEach(async ({ request }) => {
  // Each test loads the settings screen and the shop several times over.
  test.setTimeout(60_000)
  admin = await apiLogin(request, ADMIN)
  before = await readSettings(request, admin.token)
})

test.afterEach(async ({ request }) => {
  await restoreSettings(request, admin.token, before)
})

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`

test('the admin changes the primary colour and the site name; the storefront shows both', async ({
  page,
  browser,
  request,
}) => {
  const siteName = `Deneme Dental ${uniqueTag()}`
  const primary = before.theme.primary.toLowerCase() === '#1d6f42' ? '#7a2e8c' : '#1d6f42'
  // In stock, so its page shows the add-to-cart button (other tests empty the stock of products they add).
  const product = await wellStockedProduct(request)

  await signInPage(page, admin)
  await openSettingsScreen(page)
  await page.getByRole('textbox', { name: 'Ana renk', exact: true }).fill(primary)
  await page.getByRole('textbox', { name: 'Site adı (Türkçe)' }).fill(siteName)
  await saveSettingsScreen(page)

  const shopper = await browser.newContext()
  try {
    const shop = await shopper.newPage()
    await shop.goto('/')
    await expect(shop.getByRole('banner').getByRole('link', { name: siteName, exact: true })).toBeVisible()
    const themePrimary = () =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()
    expect(await shop.evaluate(themePrimary)).toBe(primary)

    await shop.goto(`/products/${product.slug}`)
    await expect(shop).toHaveTitle(new RegExp(` \\| ${siteName}$`))
    const addToCart = shop.getByTestId('buy-panel').getByRole('button', { name: 'Sepete Ekle' })
    await expect(addToCart).toHaveCSS('background-color', rgb(primary))
  } finally {
    await shopper.close()
  }
})

test('the admin offers Turkish only; a shopper whose browser asks for English gets Turkish and no language choice', async ({
  page,
  browser,
}) => {
  test.skip(!before.languages.supported.includes('en'), 'the shop must offer English before this test')
  const shopper = await browser.newContext({ locale: 'en-US' })
  try {
    // Before: the English browser is served in English and may switch between the two languages.
    const shop = await shopper.newPage()
    await shop.goto('/')
    await expect(shop.locator('html')).toHaveAttribute('lang', 'en')
    await expect(shop.getByRole('combobox', { name: 'Language' }).locator('option')).toHaveText([
      'Türkçe',
      'English',
    ])

    await signInPage(page, admin)
    await openSettingsScreen(page)
    await page
      .getByRole('group', { name: 'Sunulan diller' })
      .getByRole('checkbox', { name: 'İngilizce' })
      .uncheck()
    await saveSettingsScreen(page)

    // After: Turkish whatever the browser asks for, and the switcher is left out (one language, nothing to choose;
    // docs/decisions.md), while the rest of the header is there.
    await shop.reload()
    await expect(shop.locator('html')).toHaveAttribute('lang', 'tr')
    await expect(shop.getByRole('combobox', { name: 'Para birimi' })).toBeVisible()
    await expect(shop.getByRole('combobox', { name: 'Dil' })).toHaveCount(0)
    await expect(shop.getByRole('option', { name: 'English' })).toHaveCount(0)
  } finally {
    await shopper.close()
  }
})

test('the admin turns maintenance on: shoppers see the maintenance page in their language, the admin still works', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag()
  const message = {
    tr: `Depomuzu yeniliyoruz (${tag}); yakında döneceğiz.`,
    en: `We are renewing our store (${tag}); back soon.`,
  }
  const turkishShopper = await browser.newContext()
  const englishShopper = await browser.newContext({ locale: 'en-US' })
  try {
    await signInPage(page, admin)
    await openSettingsScreen(page)
    // English first, so the Turkish text finds it filled and does not translate over it.
    await page.getByRole('textbox', { name: 'Bakım mesajı (İngilizce)' }).fill(message.en)
    await page.getByRole('textbox', { name: 'Bakım mesajı (Türkçe)' }).fill(message.tr)
    const maintenanceSwitch = page.getByRole('switch', { name: 'Bakım modu' })
    await maintenanceSwitch.check()
    await expect(page.getByText('Bakım modu açıldı')).toBeVisible()

    for (const [shopper, language] of [
      [turkishShopper, 'tr'],
      [englishShopper, 'en'],
    ] as const) {
      const shop = await shopper.newPage()
      await shop.goto('/')
      const notice = shop.getByTestId('maintenance-page')
      await expect(notice).toContainText(message[language])
      await expect(shop.getByTestId('product-card')).toHaveCount(0)
    }

    // The admin browses the shop (told that shoppers see the maintenance page) and the admin area as usual.
    await page.goto('/')
    await expect(page.getByTestId('maintenance-banner')).toBeVisible()
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect(page.getByTestId('maintenance-page')).toHaveCount(0)
    await page.goto('/admin')
    await expect(page.getByText('Toplam sipariş')).toBeVisible()

    // Switched off on the same screen, the shop is open again.
    await openSettingsScreen(page)
    await maintenanceSwitch.uncheck()
    await expect(page.getByText('Bakım modu kapatıldı')).toBeVisible()
    const shop = await turkishShopper.newPage()
    await shop.goto('/')
    await expect(shop.getByTestId('product-card').first()).toBeVisible()
    await expect(shop.getByTestId('maintenance-page')).toHaveCount(0)
  } finally {
    await turkishShopper.close()
    await englishShopper.close()
  }
})

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

test('on a light theme every status colour stays readable: badges, warnings and form errors', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const light = {
    background: '#FFFFFF',
    foreground: '#1A1A1A',
    primary: '#0B6E99',
    primaryForeground: '#FFFFFF',
  }
  await dataOf(request.put('/api/settings', { headers: bearer(admin.token), data: { theme: light } }))

  // The admin's stock and status badges, the dashboard's low-stock warning and the orders' status badges.
  await signInPage(page, admin)
  for (const [path, ready] of [
    ['/admin/products', () => page.getByRole('table').getByRole('row').nth(1).waitFor()],
    ['/admin', () => page.getByText('Düşük stoklu ürünler', { exact: true }).waitFor()],
    ['/admin/orders', () => page.getByRole('table').waitFor()],
  ] as const) {
    await page.goto(path)
    await ready()
    await expect(page.locator('html')).toHaveCSS('--color-background', '#ffffff')
    expect.soft(await axeViolations(page, { tags: WCAG_AA }), `${path} on a light theme`).toEqual([])
  }

  // A shopper's sign-in form with its errors in the danger colour.
  const shopper = await browser.newContext()
  try {
    const shop = await shopper.newPage()
    await shop.goto('/login')
    const form = shop.getByTestId('login-form')
    await form.getByRole('button', { name: 'Giriş Yap' }).click()
    await expect(form.getByText('E-posta adresi gereklidir')).toBeVisible()
    expect.soft(await axeViolations(shop, { tags: WCAG_AA }), 'the sign-in form on a light theme').toEqual([])
  } finally {
    await shopper.close()
  }
})

test('a site name longer than a phone is wide wraps in the hero and on the not-found page', async ({
  browser,
  request,
}) => {
  const siteName = `Dentalmalzemeticaretanonimşirketi${uniqueTag()} Diş Deposu`
  await dataOf(
    request.put('/api/settings/category/siteName', {
      headers: bearer(admin.token),
      data: { tr: siteName, en: siteName },
    }),
  )
  const shopper = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const shop = await shopper.newPage()
    const sidewaysScroll = () =>
      shop.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    await shop.goto('/')
    await expect(shop.getByRole('heading', { level: 1, name: siteName })).toBeVisible()
    expect(await sidewaysScroll(), 'home').toBeLessThanOrEqual(0)
    await shop.goto('/bu-sayfa-yok')
    await expect(
      shop.getByRole('heading', { level: 1, name: `Sayfa bulunamadı — ${siteName}` }),
    ).toBeVisible()
    expect(await sidewaysScroll(), 'not-found page').toBeLessThanOrEqual(0)
  } finally {
    await shopper.close()
  }
})

test('no field is hidden under the sticky save bar: not a Tab stop, not the field a refused save points at', async ({
  page,
}) => {
  await signInPage(page, admin)
  await openSettingsScreen(page)
  // The bar is the save button's sticky ancestor; a focused element outside it must end above its top.
  const underTheBar = () =>
    page.evaluate(() => {
      let bar = [...document.querySelectorAll('button')].find(
        (button) => button.textContent === 'Ayarları kaydet',
      )?.parentElement
      while (bar && getComputedStyle(bar).position !== 'sticky') bar = bar.parentElement
      const focused = document.activeElement
      if (!bar || !focused || bar.contains(focused)) return false
      return focused.getBoundingClientRect().bottom > bar.getBoundingClientRect().top + 1
    })
  await page.getByRole('textbox', { name: 'Site adı (Türkçe)' }).focus()
  const hidden: string[] = []
  for (let stop = 0; stop < 80; stop += 1) {
    await page.keyboard.press('Tab')
    if (await underTheBar())
      hidden.push(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ''))
  }
  expect(hidden).toEqual([])

  // Written with a Turkish thousands point, the threshold is refused; the field and its reason are in view.
  const threshold = page.getByRole('textbox', { name: 'Ücretsiz kargo alt sınırı (₺)' })
  await threshold.fill('1.250')
  await page.getByRole('button', { name: 'Ayarları kaydet' }).click()
  await expect(threshold).toBeFocused()
  expect(await underTheBar()).toBe(false)
  await expect(
    page.getByText(
      'Tutar en fazla 2 ondalık basamak içerebilir; binlik ayracı kullanmayın (örnek: 1250 ya da 1250,50)',
    ),
  ).toBeInViewport()

  // The refusal's toast sits bottom right, lifted above the sticky save bar rather than over it.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Ayarlar kaydedilemedi!' })
  await expect(toast).toHaveAttribute('data-mounted', 'true')
  await page.waitForTimeout(500) // its slide in
  const saveBar = page.getByRole('button', { name: 'Ayarları kaydet' }).locator('xpath=../..')
  const [toastBox, barBox] = await Promise.all([toast.boundingBox(), saveBar.boundingBox()])
  if (!toastBox || !barBox) throw new Error('the toast or the save bar has no box')
  expect(toastBox.y + toastBox.height, 'toast over the save bar').toBeLessThanOrEqual(barBox.y)
  expect(toastBox.x + toastBox.width / 2, 'toast on the right').toBeGreaterThan(
    (page.viewportSize()?.width ?? 0) / 2 - 1,
  )
})
