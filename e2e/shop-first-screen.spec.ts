import { devices, expect, type Page, test } from '@playwright/test'
import { axeViolations } from './support/axe'
import { FIRST_SCREEN_PAGES, productPath } from './support/first-screen-pages'

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
  return page
    .locator(selector)
    .first()
    .evaluate((image: HTMLImageElement) => {
      const box = image.getBoundingClientRect()
      return { src: new URL(image.src).pathname, x: box.x, y: box.y, width: box.width, height: box.height }
    })
}

/** The page as the worker wrote it: the shell's entry never runs, so the first screen stays (scripts still allowed). */
async function withoutTheShell(page: Page) {
  await page.route(/\/static\/js\/index\.[^/]+\.js$/, (route) => route.abort())
}

test.beforeEach(() => test.slow())

// Below 360 px the list's toolbar takes two rows (the storefront's filters.module.css); the first screen reserves both.
const NARROW_LIST = { name: 'product list at 320 px', path: async (_page: Page) => '/products', width: 320 }
const LEADING_PICTURE_PAGES: { name: string; path: (page: Page) => Promise<string>; width?: number }[] = [
  ...FIRST_SCREEN_PAGES,
  NARROW_LIST,
]

for (const shopPage of LEADING_PICTURE_PAGES) {
  test(`${shopPage.name}: the first screen paints the leading picture where and as large as the storefront does`, async ({
    page,
  }) => {
    if (shopPage.width) await page.setViewportSize({ width: shopPage.width, height: 640 })
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
    // Read once the storefront's layout has settled (a list places its filters' column after its first render).
    const deviation = async () => {
      const final = await boxOf(page, STOREFRONT_LEADING_IMAGE)
      if (final.src !== first.src) return `another picture: ${final.src}`
      return Math.max(
        ...(['x', 'y', 'width', 'height'] as const).map((side) => Math.abs(final[side] - first[side])),
      )
    }
    // The same picture at the same size: the first screen's paint stays the page's largest, so React's render
    // is no later "largest contentful paint"; and where the storefront puts it, so nothing jumps.
    await expect.poll(deviation).toBeLessThanOrEqual(2)
  })
}

test('the shell keeps the first screen on show until the storefront has drawn the page', async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/remotes\/storefront\/.*__federation_expose_App\.[^/]+\.js$/, async (route) => {
    await held
    await route.continue().catch(() => {})
  })
  await page.goto('/')
  // React has replaced the boot frame; the painted products are still there, in the shell's frame.
  await expect(page.locator('#shell-boot')).toHaveCount(0, { timeout: 30_000 })
  await expect(page.locator('main [data-testid="first-screen"] .fs-card-media img').first()).toBeVisible()
  release()
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('.fs-screen')).toHaveCount(0)
})

test('home lays out only its first grid at first: the sections below wait until they are scrolled near', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 30_000 })
  const contentVisibility = (testId: string) =>
    page.getByTestId(testId).evaluate((section) => getComputedStyle(section).contentVisibility)
  expect(await contentVisibility('section-featured')).toBe('visible')
  expect(await contentVisibility('section-discounted')).toBe('auto')
  expect(await contentVisibility('section-new')).toBe('auto')
  // Scrolled to, a later section is drawn and its cards are there to use.
  const later = page.getByTestId('section-new').getByTestId('product-card').first()
  await later.scrollIntoViewIfNeeded()
  await expect(later).toBeVisible()
})

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

test.describe('on a phone that applies the viewport meta', () => {
  // A Pixel 5: the page is laid out 393 px wide at 2.75 device pixels each once the viewport meta is read; before it,
  // in the 980-px default.
  const { defaultBrowserType: _, ...pixel5 } = devices['Pixel 5']
  test.use(pixel5)

  for (const shopPage of FIRST_SCREEN_PAGES) {
    test(`${shopPage.name}: the leading picture is downloaded once, in the copy the page shows`, async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name === 'phone', 'the desktop project runs it with the phone it describes')
      const path = await shopPage.path(page)
      const media: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname.startsWith('/media/')) media.push(url.pathname + url.search)
      })
      await page.goto(path)
      await expect(page.locator('#shell-boot')).toHaveCount(0, { timeout: 30_000 })
      const shown = page.locator(STOREFRONT_LEADING_IMAGE).first()
      await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete)).toBe(true)
      const copy = await shown.evaluate((image: HTMLImageElement) => {
        const url = new URL(image.currentSrc)
        return url.pathname + url.search
      })
      const picture = copy.split('?')[0]
      expect(media.filter((url) => url.split('?')[0] === picture)).toEqual([copy])
    })
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
