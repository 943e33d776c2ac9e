import { expect, type Locator, type Page, test } from '@playwright/test'
import { axeViolations } from './support/axe'

interface ListedProduct {
  name: { tr: string }
  price: number
  discountPrice: number | null
  stock: number
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024

/** The filter controls: the sidebar when wide, the drawer (opened here) on a phone. */
async function filters(page: Page) {
  if (!isPhone(page)) return page.getByRole('main')
  await page.getByRole('button', { name: /^Filtrele/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Filtreler' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function closeFilters(page: Page) {
  if (!isPhone(page)) return
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
}

const cardNames = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()

test('a price range, in stock and price ascending: in the URL, obeyed by the results, cleared by clear all', async ({
  page,
}) => {
  await page.goto('/products')
  await expect(page.getByTestId('product-count')).toBeVisible()
  let controls = await filters(page)
  await controls.getByLabel('En düşük').fill('50')
  await controls.getByLabel('En yüksek').fill('500')
  await controls.getByRole('button', { name: 'Uygula' }).click()
  await expect(page).toHaveURL(/minPrice=50&maxPrice=500/)
  await controls.getByRole('checkbox', { name: /Yalnızca stoktakiler/ }).check()
  await expect(page).toHaveURL(/inStock=true/)
  await closeFilters(page)
  // The page's own answer: other specs add products while this one runs, so a second read could list one more.
  const sortedAnswer = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return (
      url.pathname === '/api/products' &&
      url.searchParams.get('sort') === 'price' &&
      url.searchParams.get('inStock') === 'true' &&
      url.searchParams.get('minPrice') === '50'
    )
  })
  await page.getByLabel('Sırala').selectOption({ label: 'Fiyat: düşükten yükseğe' })
  await expect(page).toHaveURL(/\/products\?minPrice=50&maxPrice=500&inStock=true&sort=price&order=asc$/)

  const answer = await (await sortedAnswer).json()
  const listed = answer.data.products as ListedProduct[]
  expect(listed.length).toBeGreaterThan(1)
  const paid = listed.map((product) => product.discountPrice ?? product.price)
  expect(paid).toEqual([...paid].sort((a, b) => a - b))
  for (const price of paid) expect(price >= 50 && price <= 500, String(price)).toBe(true)
  for (const product of listed) expect(product.stock).toBeGreaterThan(0)
  await expect(page.getByTestId('product-count')).toHaveText(`${answer.pagination.total} ürün bulundu`)
  await expect.poll(() => cardNames(page)).toEqual(listed.map((product) => product.name.tr))

  // Back restores the previous state; forward the sorted one.
  await page.goBack()
  await expect(page).toHaveURL(/inStock=true$/)
  await page.goForward()
  await expect(page).toHaveURL(/sort=price&order=asc$/)
  await expect(page.getByLabel('Sırala')).toHaveValue('price-asc')

  controls = await filters(page)
  await controls.getByRole('button', { name: 'Tümünü temizle' }).click()
  await expect(page).toHaveURL(/\/products$/)
  await expect(controls.getByLabel('En düşük')).toHaveValue('')
  await expect(controls.getByRole('checkbox', { name: /Yalnızca stoktakiler/ })).not.toBeChecked()
  await closeFilters(page)
  await expect(page.getByLabel('Sırala')).toHaveValue('newest')
})

/** The widest option's text, in the control's own font, against the room inside it (its padding holds the arrow). */
function sortRoom(sort: Locator) {
  return sort.evaluate((select: HTMLSelectElement) => {
    const measure = document.createElement('canvas').getContext('2d')
    if (!measure) return { text: 0, inside: 0 }
    const style = getComputedStyle(select)
    measure.font = `${style.fontSize} ${style.fontFamily}`
    const text = Math.max(...[...select.options].map((option) => measure.measureText(option.text).width))
    const inside = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    return { text, inside }
  })
}

test('the sort control shows its longest order whole, beside the filter button on a phone', async ({
  page,
}) => {
  await page.goto('/products?sort=price&order=desc')
  const sort = page.getByLabel('Sırala')
  await expect(sort).toHaveValue('price-desc')
  const room = await sortRoom(sort)
  expect(room.text).toBeLessThanOrEqual(room.inside)
})

test('below 360 px the sort control takes its own row and shows its longest order whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/products?sort=price&order=desc')
  const sort = page.getByLabel('Sırala')
  await expect(sort).toHaveValue('price-desc')
  const room = await sortRoom(sort)
  expect(room.text).toBeLessThanOrEqual(room.inside)
  const filter = await page.getByRole('button', { name: 'Filtrele' }).boundingBox()
  const control = await sort.boundingBox()
  expect(control?.y).toBeGreaterThanOrEqual((filter?.y ?? 0) + (filter?.height ?? 0))
})

test('clear all keeps the search term', async ({ page }) => {
  await page.goto('/products?q=eldiven&sale=true&sort=name&order=asc')
  await expect(page.getByTestId('product-count')).toBeVisible()
  const controls = await filters(page)
  await controls.getByRole('button', { name: 'Tümünü temizle' }).click()
  await expect(page).toHaveURL(/\/products\?q=eldiven$/)
})

test('nothing in the filters moves when their counts arrive', async ({ page }) => {
  let release = () => {}
  const counted = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/api\/products\/facets/, async (route) => {
    await counted
    await route.continue()
  })
  await page.goto('/products?q=eldiven&sale=true&sort=name&order=asc')
  await expect(page.getByTestId('product-count')).toBeVisible()
  const controls = await filters(page)
  // The last control: every option above it that re-wrapped would move it (a click aimed at it once missed).
  const clearAll = controls.getByRole('button', { name: 'Tümünü temizle' })
  const before = await clearAll.boundingBox()
  release()
  await expect(controls.getByText(/^\(\d+\)$/).first()).toBeVisible()
  expect(await clearAll.boundingBox()).toEqual(before)
})

test('a page change scrolls to the top of the results and focuses their heading', async ({ page }) => {
  await page.goto('/products')
  await expect(page.getByTestId('product-count')).toBeVisible()
  const next = page.getByRole('navigation', { name: 'Sayfalar' }).getByRole('link', { name: 'Sayfa 2' })
  await next.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  await next.click()
  await expect(page).toHaveURL(/page=2/)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toBeFocused()
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top)
  expect(top).toBeGreaterThanOrEqual(0)
  expect(top).toBeLessThan(200)
})

test('the filters open and close by keyboard on a phone, focus kept inside and returned', async ({
  page,
}) => {
  test.skip(!isPhone(page), 'the drawer is the phone layout')
  await page.goto('/products')
  await expect(page.getByTestId('product-count')).toBeVisible()
  const open = page.getByRole('button', { name: /^Filtrele/ })
  await open.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Filtreler' })
  await expect(dialog).toBeVisible()
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Kapat', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()
})

test('the list with its filters open has no accessibility violations', async ({ page }) => {
  await page.goto('/products?inStock=true')
  await expect(page.getByTestId('product-count')).toBeVisible()
  const controls = await filters(page)
  await expect(controls.getByRole('checkbox', { name: /Yalnızca stoktakiler \(\d+\)/ })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
