import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from './support/axe'

interface TreeNode {
  slug: string
  name: { tr: string }
  subcategories: TreeNode[]
}

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]

/** The header links marked as the current page that a shopper can see (the phone's live in its opened menu). */
async function visibleCurrentLinks(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Menüyü aç' }).click()
  const links = page.getByRole('banner').locator('a[aria-current="page"]:visible')
  return links.allTextContents()
}

for (const width of WIDTHS) {
  test.describe(`at ${width.viewport.width} px`, () => {
    test.use({ viewport: width.viewport, hasTouch: width.name === 'phone' })

    test('the categories page shows each top-level category with its subcategories beneath', async ({
      page,
      request,
    }) => {
      const tree = (await (await request.get('/api/categories/tree')).json()).data.categories as TreeNode[]
      expect(tree.some((root) => root.subcategories.length > 0)).toBe(true)
      await page.goto('/categories')
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(tree.map((root) => root.name.tr))
      for (const root of tree) {
        const section = main.getByRole('region', { name: root.name.tr, exact: true })
        await expect(section.locator(':scope > ul > li > span > a')).toHaveText(
          root.subcategories.map((sub) => sub.name.tr),
        )
      }
      expect(await axeViolations(page)).toEqual([])
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0)

      const withSubcategory = tree.find((root) => root.subcategories.length > 0) as TreeNode
      const first = withSubcategory.subcategories[0] as TreeNode
      await main.getByRole('link', { name: first.name.tr, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/category/${first.slug}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name.tr)
    })

    test('the header marks only the section of the list shown', async ({ page }) => {
      // Five page loads in one test.
      test.slow()
      const phone = width.name === 'phone'
      const cases = [
        ['/products', 'Ürünler'],
        ['/products?featured=true', 'Öne çıkan ürünler'],
        ['/products?sale=true', 'İndirimli ürünler'],
        ['/products?sort=createdAt&order=desc', 'Yeni ürünler'],
      ] as const
      for (const [path, label] of cases) {
        await page.goto(path)
        await page.getByTestId('product-count').waitFor()
        // The header is its own module: it may mark its link a moment after the list shows.
        await expect.poll(() => visibleCurrentLinks(page, phone), { message: path }).toEqual([label])
      }
      await page.goto('/categories')
      await page.getByRole('main').getByRole('heading', { level: 2 }).first().waitFor()
      await expect.poll(() => visibleCurrentLinks(page, phone)).toEqual(phone ? ['Tüm kategoriler'] : [])
    })
  })
}
