import { expect, type Locator, type Page, test } from '@playwright/test'
import { ADMIN, apiLogin, signInPage } from './support/admin'
import { bearer, dataOf, uniqueTag } from './support/shop-api'

test.use({ viewport: { width: 390, height: 844 } })

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()]
  if (!one || !two) throw new Error('both boxes must be laid out')
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  )
}

test('a category named with one long unbroken word stays inside the admin on a phone', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'a phone width of its own')
  const admin = await apiLogin(request, ADMIN)
  const name = `Çokuzunkategoriadıbölünmedenyazılmış${uniqueTag()}`
  const { category } = await dataOf<{ category: { _id: string } }>(
    request.post('/api/categories', {
      headers: bearer(admin.token),
      data: { name: { tr: name }, description: { tr: 'Uzun adlı deneme kategorisi' }, isActive: true },
    }),
  )
  try {
    await signInPage(page, admin)
    // Its name is an option of the products screen's category filter.
    await page.goto('/admin/products')
    await expect(page.getByRole('option', { name })).toBeAttached()
    expect(await sidewaysScroll(page), 'products screen').toBeLessThanOrEqual(0)

    await page.goto('/admin/categories')
    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row).toBeVisible()
    expect(
      await overlap(row.getByText(name).first(), row.getByText('Aktif')),
      'the name runs under its status',
    ).toBe(false)
  } finally {
    await dataOf(request.delete(`/api/categories/${category._id}`, { headers: bearer(admin.token) }))
  }
})
