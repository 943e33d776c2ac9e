import { expect, type Page, test } from '@playwright/test'

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]

/** Follows one of the header's product links: in the row on a wide screen, in the menu's sheet on a phone. */
async function followHeaderLink(page: Page, name: string, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Menüyü aç' }).click()
  const within = phone ? page.getByRole('dialog', { name: 'Menü' }) : page.getByRole('banner')
  await within.getByRole('link', { name, exact: true }).first().click()
}

/** The featured filter's box: in the sidebar, or in the drawer opened here on a phone. */
async function featuredBox(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: /^Filtrele/ }).click()
  const within = phone ? page.getByRole('dialog', { name: 'Filtreler' }) : page.getByRole('main')
  return within.getByRole('checkbox', { name: /^Yalnızca öne çıkanlar/ })
}

for (const width of WIDTHS) {
  test.describe(`at ${width.viewport.width} px`, () => {
    test.use({ viewport: width.viewport, hasTouch: width.name === 'phone' })
    const phone = width.name === 'phone'

    test("each header section's list is headed as its link, and featured is a filter cleared like the others", async ({
      page,
    }) => {
      await page.goto('/')
      await followHeaderLink(page, 'Yeni ürünler', phone)
      await expect(page).toHaveURL(/\/products\?sort=createdAt&order=desc$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yeni ürünler')
      await expect(page).toHaveTitle(/^Yeni ürünler/)

      await followHeaderLink(page, 'İndirimli ürünler', phone)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('İndirimli ürünler')

      await followHeaderLink(page, 'Öne çıkan ürünler', phone)
      await expect(page).toHaveURL(/\/products\?featured=true$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Öne çıkan ürünler')
      if (phone)
        await expect(page.getByRole('button', { name: /^Filtrele/ })).toHaveAccessibleName(/1 filtre seçili/)
      const box = await featuredBox(page, phone)
      await expect(box).toBeChecked()
      // Its count is the list's total (once both answers are in): ticking it shows that many.
      await expect
        .poll(async () => {
          const total = (await page.getByTestId('product-count').textContent())?.match(/^(\d+) ürün bulundu$/)
          const label = await box.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent)
          return total?.[1] !== undefined && label === `Yalnızca öne çıkanlar(${total[1]})`
        })
        .toBe(true)
      await box.uncheck()
      await expect(page).toHaveURL(/\/products$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ürünler')
    })
  })
}
