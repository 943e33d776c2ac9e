import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from './support/axe'
import { dataOf } from './support/shop-api'

/** Issue 10's ceiling for cumulative layout shift on the shop's pages, at phone and desktop widths. */
const CLS_LIMIT = 0.02

interface Shift {
  value: number
  startTime: number
  hadRecentInput: boolean
  sources: string[]
}

interface LayoutShiftLike {
  value: number
  startTime: number
  hadRecentInput: boolean
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
}

/** Every layout shift since the page started (the buffered entries), with what moved, for the failure message. */
function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        const shifts: Shift[] = []
        const describe = (node: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.getAttribute('data-testid') ? `[${node.getAttribute('data-testid')}]` : ''}`
            : String(node?.nodeName)
        const rect = (box: DOMRectReadOnly) =>
          `(${[box.x, box.y, box.width, box.height].map(Math.round).join(' ')})`
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as LayoutShiftLike[])
            shifts.push({
              value: entry.value,
              startTime: entry.startTime,
              hadRecentInput: entry.hadRecentInput,
              sources: entry.sources.map(
                (source) =>
                  `${describe(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
              ),
            })
        }).observe({ type: 'layout-shift', buffered: true })
        // Buffered entries arrive in the observer's first callback; none at all means no shift.
        setTimeout(() => resolve(shifts), 250)
      }),
  )
}

/** Network quiet, every image on screen loaded or failed (lazy ones below stay unloaded), then a moment's layout. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(
    () =>
      Array.from(document.images)
        .filter((image) => image.getBoundingClientRect().top < innerHeight)
        .every((image) => image.complete),
    undefined,
    { timeout: 15_000 },
  )
  await page.waitForTimeout(500)
}

const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0)

function expectStill(shifts: Shift[]) {
  const moved = shifts.map((shift) => `${shift.value.toFixed(4)} ${shift.sources.join(', ')}`)
  expect(total(shifts), `layout shifts:\n${moved.join('\n')}`).toBeLessThanOrEqual(CLS_LIMIT)
}

// Each page is loaded to rest (every picture on screen) and its layout read back: more than the default time when
// the machine is busy.
test.beforeEach(() => test.slow())

const PAGES = [
  { name: 'home', path: async () => '/', ready: (page: Page) => page.getByTestId('product-card').first() },
  {
    name: 'product list',
    path: async () => '/products',
    ready: (page: Page) => page.getByTestId('product-count'),
  },
  {
    name: 'product',
    path: async (page: Page) => {
      const data = await dataOf<{ products: { slug: string }[] }>(page.request.get('/api/products?limit=1'))
      return `/products/${data.products[0]?.slug}`
    },
    ready: (page: Page) => page.getByRole('button', { name: /Sepete Ekle/ }).first(),
  },
]

for (const shopPage of PAGES) {
  test(`${shopPage.name}: nothing moves while it loads (CLS ≤ ${CLS_LIMIT})`, async ({ page }) => {
    await page.goto(await shopPage.path(page))
    await expect(shopPage.ready(page)).toBeVisible({ timeout: 30_000 })
    await settle(page)
    expectStill(await layoutShifts(page))
  })
}

/** Holds the home's product and category answers until `release`, or `delayMs` after the first is asked for. */
async function holdHomeAnswers(page: Page, delayMs?: number) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/api\/(products\/(featured|discounted|new)|categories)/, async (route) => {
    if (delayMs) setTimeout(release, delayMs)
    await held
    await route.continue().catch(() => {})
  })
  return release
}

/** A client-side visit to home from the cart: the sections fetch their products, as after any link to home. */
async function visitHomeFromCart(page: Page, delayMs?: number) {
  await page.goto('/cart')
  await settle(page)
  const release = await holdHomeAnswers(page, delayMs)
  await page.getByRole('banner').getByRole('link', { name: 'E-Ticaret' }).first().click()
  const featured = page.getByTestId('section-featured')
  await expect(featured.getByTestId('product-grid-skeleton')).toBeVisible({ timeout: 20_000 })
  return { featured, release }
}

test('home placeholders: busy sections whose placeholders are hidden from assistive technology', async ({
  page,
}) => {
  const { featured, release } = await visitHomeFromCart(page)
  await expect(featured).toHaveAttribute('aria-busy', 'true')
  await expect(featured.getByRole('status')).toHaveText(/Yükleniyor/)
  const violations = await axeViolations(page, { include: 'main' })
  release()
  expect(violations).toEqual([])
})

test('home placeholders: nothing moves when the products replace them', async ({ page }) => {
  const { featured } = await visitHomeFromCart(page, 3000)
  const shown = await page.evaluate(() => performance.now())
  await expect(featured.getByTestId('product-card').first()).toBeVisible()
  await expect(featured).toHaveAttribute('aria-busy', 'false')
  await settle(page)
  // Counted with or without recent input: the click that started the visit does not excuse the products' arrival.
  expectStill((await layoutShifts(page)).filter((shift) => shift.startTime >= shown))
})
