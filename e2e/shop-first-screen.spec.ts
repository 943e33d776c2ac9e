import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from './support/axe'
import { dataOf } from './support/shop-api'

/** The page's leading picture: the first product card's, or the product's own on its page. */
const LEADING_IMAGE = '.fs-card-media img, .fs-product-media img'
const STOREFRONT_LEADING_IMAGE = '[data-testid="product-card"] img, main img[fetchpriority="high"]'

interface Box {
  src: string
  x: number
  y: number
  width: number
  height: number
}

function boxOf(page: Page, selector: string): Promise<Box> {
  return page.locator(selector).first().evaluate((image: HTMLImageElement) => {
    const box = image.getBoundingClientRect()
    return { src: new URL(image.src).pathname, x: box.x, y: box.y, width: box.width, height: box.height }
  })
}

/** The page as the worker wrote it: the shell's entry never runs, so the first screen stays (scripts still allowed). */
async function withoutTheShell(page: Page) {
  await page.route(/\/static\/js\/index\.[^/]+\.js$/, (route) => route.abort())
}

async function productPath(page: Page) {
  const data = await dataOf<{ products: { slug: string }[] }>(page.request.get('/api/products?limit=1'))
  return `/products/${data.products[0]?.slug}`
}

const PAGES = [
  { name: 'home', path: async () => '/' },
  { name: 'product list', path: async () => '/products' },
  { name: 'product', path: productPath },
]

test.beforeEach(() => test.slow())

for (const shopPage of PAGES) {
  test(`${shopPage.name}: the first screen paints the leading picture where and as large as the storefront does`, async ({
    page,
  }) => {
    const path = await shopPage.path(page)
    await withoutTheShell(page)
    await page.goto(path)
    const painted = page.locator(LEADING_IMAGE).first()
    await expect(painted).toBeVisible()
    await expect.poll(() => painted.evaluate((image: HTMLImageElement) => image.complete)).toBe(true)
    const first = await boxOf(page, LEADING_IMAGE)

    await page.unrouteAll()
    await page.goto(path)
    const rendered = page.locator(STOREFRONT_LEADING_IMAGE).first()
    await expect(rendered).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('#shell-boot')).toHaveCount(0)
    const final = await boxOf(page, STOREFRONT_LEADING_IMAGE)

    // The same picture at the same size: the first screen's paint stays the page's largest, so React's render
    // is no later "largest contentful paint"; and where the storefront puts it, so nothing jumps.
    expect(first.src).toBe(final.src)
    expect(Math.abs(first.width - final.width)).toBeLessThanOrEqual(1)
    expect(Math.abs(first.height - final.height)).toBeLessThanOrEqual(1)
    expect(Math.abs(first.x - final.x)).toBeLessThanOrEqual(1)
    expect(Math.abs(first.y - final.y)).toBeLessThanOrEqual(2)
  })
}

test('the first screen is an accessible page of its own: headings, links and contrast pass axe', async ({
  page,
}) => {
  for (const path of ['/', '/products', await productPath(page)]) {
    await withoutTheShell(page)
    await page.goto(path)
    await expect(page.locator(LEADING_IMAGE).first()).toBeVisible()
    expect(await axeViolations(page, { include: '#shell-boot' }), path).toEqual([])
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("a shopper follows home's first product to its page and reads its name", async ({ page }) => {
    await page.goto('/')
    const card = page.locator('.fs-card-name a').first()
    const name = (await card.textContent()) ?? ''
    expect(name.length).toBeGreaterThan(0)
    await card.click()
    await expect(page).toHaveURL(/\/products\/[^/]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  })
})
