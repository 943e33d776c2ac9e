import { expect, test } from '@playwright/test'
import { ADMIN, apiLogin, signInPage } from './support/admin'
import { overflowOf } from './support/table-overflow'

test.use({ viewport: { width: 1024, height: 768 } })

test("on a tablet a wide admin table keeps each row's actions in view while it scrolls sideways", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'a tablet width of its own')
  await signInPage(page, await apiLogin(request, ADMIN))
  await page.goto('/admin/products')
  const frame = page.getByRole('region', { name: /, yana kaydırılır$/ })
  const firstRow = frame.getByRole('row').nth(1)
  const edit = firstRow.getByRole('button', { name: /^Düzenle: / })
  // The table is wider than its frame: its last columns start out of view, the actions do not.
  await expect(firstRow.getByRole('cell').nth(-2)).not.toBeInViewport({ ratio: 1 })
  await expect(edit).toBeInViewport({ ratio: 1 })

  await frame.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
  await expect(firstRow.getByRole('cell').nth(-2)).toBeInViewport({ ratio: 1 })
  await expect(edit).toBeInViewport({ ratio: 1 })
  await edit.click()
  await expect(page.getByRole('dialog', { name: 'Ürünü düzenle' })).toBeVisible()
})

test("on a tablet the category tree keeps each row's delete button in view while it scrolls sideways", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'a tablet width of its own')
  await signInPage(page, await apiLogin(request, ADMIN))
  await page.goto('/admin/categories')
  const remove = page.getByRole('button', { name: /^Sil: / }).first()
  await expect(remove).toBeVisible()
  // The tree is wider than its frame at this width, so without the pinned column its last buttons sit off the frame.
  expect(await overflowOf(page.getByRole('table'))).toBeGreaterThan(0)
  await expect(remove).toBeInViewport({ ratio: 1 })
})

test.describe('in English on a desktop', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } })

  test('the category tree fits its frame, every delete button in view', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'a desktop width of its own')
    await signInPage(page, await apiLogin(request, ADMIN))
    await page.goto('/admin/categories')
    const remove = page.getByRole('button', { name: /^Delete: / }).first()
    await expect(remove).toBeVisible()
    expect(await overflowOf(page.getByRole('table'))).toBeLessThanOrEqual(0)
  })
})
