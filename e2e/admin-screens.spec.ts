import { expect, type Page, test } from '@playwright/test'
import { ADMIN, apiLogin, signInPage } from './support/admin'
import { axeViolations } from './support/axe'
import { openInApp } from './support/in-app-navigation'

/**
 * Every admin screen, each with its heading (so a check never runs on the screen before it) and the state it is
 * checked in.
 */
const SCREENS: { name: string; path: string; heading: RegExp; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'dashboard',
    path: '/admin',
    heading: /^Gösterge Paneli$/,
    ready: (page) => page.getByText('Toplam sipariş').waitFor(),
  },
  { name: 'products', path: '/admin/products', heading: /^Ürünler/, ready: firstTableRow },
  {
    name: 'product form',
    path: '/admin/products?new=1',
    heading: /^Ürünler/,
    ready: (page) => page.getByRole('dialog').waitFor(),
  },
  { name: 'categories', path: '/admin/categories', heading: /^Kategoriler/, ready: firstTableRow },
  {
    name: 'catalogue tools',
    path: '/admin/products/tools',
    heading: /^Katalog araçları$/,
    ready: async () => {},
  },
  {
    name: 'orders',
    path: '/admin/orders',
    heading: /^Siparişler/,
    ready: (page) => page.getByRole('heading', { name: /^Siparişler \(/ }).waitFor(),
  },
  { name: 'users', path: '/admin/users', heading: /^Kullanıcılar/, ready: firstTableRow },
  { name: 'pages', path: '/admin/pages', heading: /^Sayfalar/, ready: firstTableRow },
  {
    name: 'page form',
    path: '/admin/pages?new=1',
    heading: /^Sayfalar/,
    ready: (page) => page.getByRole('toolbar', { name: 'İngilizce içerik biçimlendirme araçları' }).waitFor(),
  },
  {
    name: 'exchange rates',
    path: '/admin/exchange-rates',
    heading: /^Döviz Kurları/,
    ready: (page) => page.getByRole('table').first().getByRole('row').nth(1).waitFor(),
  },
  {
    name: 'settings',
    path: '/admin/settings',
    heading: /^Site Ayarları$/,
    // Every card is filled from GET /settings, the translation card also from its health call.
    ready: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Site adı (Türkçe)' })).not.toHaveValue('')
      await page.getByTestId('translation-health').waitFor()
    },
  },
  { name: 'audit log', path: '/admin/audit-log', heading: /^İşlem Kayıtları$/, ready: firstTableRow },
  {
    name: 'an address without a screen',
    path: '/admin/nothing-here',
    heading: /^Bu yönetim sayfası bulunamadı$/,
    ready: async () => {},
  },
]

function firstTableRow(page: Page) {
  return page.getByRole('table').getByRole('row').nth(1).waitFor()
}

/** The placeholders a search box cuts short: its text, measured in its own font, wider than the box inside. */
function clippedPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const measure = document.createElement('canvas').getContext('2d')
    if (!measure) return []
    return [...document.querySelectorAll<HTMLInputElement>('input[type=search][placeholder]')]
      .filter((input) => {
        const style = getComputedStyle(input)
        measure.font = `${style.fontSize} ${style.fontFamily}`
        const inside = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        return input.offsetParent !== null && measure.measureText(input.placeholder).width > inside
      })
      .map((input) => input.placeholder)
  })
}

// One signed-in admin walks every screen, as through the sidebar: the admin's code starts once, not once a screen.
// Each screen's findings are soft, so one report names every screen that fails.
test('every admin screen: no accessibility violations, no sideways scrolling, no search box cut short', async ({
  page,
  request,
}) => {
  test.setTimeout(SCREENS.length * 20_000)
  await signInPage(page, await apiLogin(request, ADMIN))
  await page.goto('/admin')
  for (const screen of SCREENS) {
    await test.step(screen.name, async () => {
      await openInApp(page, screen.path)
      await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor()
      await screen.ready(page)
      const violations = await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })
      expect.soft(violations, `admin ${screen.name}: accessibility violations`).toEqual([])
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect.soft(overflow, `admin ${screen.name} scrolls sideways`).toBeLessThanOrEqual(0)
      const clipped = await clippedPlaceholders(page)
      expect.soft(clipped, `admin ${screen.name}: a search box cuts its placeholder short`).toEqual([])
    })
  }
})
