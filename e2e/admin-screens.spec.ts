import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { ADMIN, apiLogin, signInPage } from './support/admin'

/** Every admin screen of this issue, each with the state it is checked in. */
const SCREENS: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'dashboard', path: '/admin', ready: (page) => page.getByText('Toplam sipariş').waitFor() },
  {
    name: 'products',
    path: '/admin/products',
    ready: (page) => page.getByRole('table').getByRole('row').nth(1).waitFor(),
  },
  {
    name: 'product form',
    path: '/admin/products?new=1',
    ready: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    name: 'categories',
    path: '/admin/categories',
    ready: (page) => page.getByRole('table').getByRole('row').nth(1).waitFor(),
  },
  {
    name: 'catalogue tools',
    path: '/admin/products/tools',
    ready: (page) => page.getByRole('heading', { name: 'Katalog araçları' }).waitFor(),
  },
  {
    name: 'orders',
    path: '/admin/orders',
    ready: (page) => page.getByRole('heading', { name: /^Siparişler \(/ }).waitFor(),
  },
  {
    name: 'users',
    path: '/admin/users',
    ready: (page) => page.getByRole('table').getByRole('row').nth(1).waitFor(),
  },
  {
    name: 'pages',
    path: '/admin/pages',
    ready: (page) => page.getByRole('table').getByRole('row').nth(1).waitFor(),
  },
  {
    name: 'page form',
    path: '/admin/pages?new=1',
    ready: (page) => page.getByRole('toolbar', { name: 'İngilizce içerik biçimlendirme araçları' }).waitFor(),
  },
  {
    name: 'exchange rates',
    path: '/admin/exchange-rates',
    ready: (page) => page.getByRole('table').first().getByRole('row').nth(1).waitFor(),
  },
  {
    name: 'settings',
    path: '/admin/settings',
    // Every card is filled from GET /settings, the translation card also from its health call.
    ready: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Site adı (Türkçe)' })).not.toHaveValue('')
      await page.getByTestId('translation-health').waitFor()
    },
  },
  {
    name: 'audit log',
    path: '/admin/audit-log',
    ready: (page) => page.getByRole('table').getByRole('row').nth(1).waitFor(),
  },
]

for (const screen of SCREENS) {
  test(`admin ${screen.name}: no accessibility violations and no sideways scrolling`, async ({
    page,
    request,
  }) => {
    await signInPage(page, await apiLogin(request, ADMIN))
    await page.goto(screen.path)
    await screen.ready(page)
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(
      results.violations.map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      })),
    ).toEqual([])
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0)
  })
}
