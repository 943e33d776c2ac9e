import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { signInPage } from './support/admin'
import { dataOf, registerCustomer } from './support/shop-api'

type Box = { x: number; y: number; width: number; height: number }

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The boxes of the header controls a toast must leave free: the cart and whatever leads to the account. */
async function headerControls(page: Page): Promise<Array<[string, Box]>> {
  const banner = page.getByRole('banner')
  const candidates: Array<[string, Locator]> = [
    ['header', banner],
    ['cart', banner.getByTestId('cart-link')],
    ['account shortcut', banner.getByTestId('account-shortcut')],
    ['login', banner.getByRole('link', { name: 'Giriş Yap', exact: true })],
    ['register', banner.getByRole('link', { name: 'Kayıt Ol', exact: true })],
    ['user menu', banner.getByRole('button', { name: /Hesabım|Hesap menüsü/ })],
  ]
  const boxes: Array<[string, Box]> = []
  for (const [name, locator] of candidates) {
    const first = locator.first()
    if (!(await first.isVisible())) continue
    const box = await first.boundingBox()
    if (box) boxes.push([name, box])
  }
  return boxes
}

/** Adds the first listed product to the cart and returns the box of the toast that says so. */
async function toastAfterAddingToCart(page: Page): Promise<Box> {
  await page.goto('/products')
  await page.getByRole('main').getByRole('button', { name: 'Sepete Ekle' }).first().click()
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Ürün sepete eklendi' })
  await expect(toast).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  // Wait for the toast to finish sliding in before measuring it.
  await expect(toast).toHaveAttribute('data-mounted', 'true')
  await page.waitForTimeout(500)
  const box = await toast.boundingBox()
  if (!box) throw new Error('the toast has no box')
  return box
}

async function expectClearOfHeader(page: Page, toast: Box) {
  const controls = await headerControls(page)
  expect(controls.map(([name]) => name)).toContain('cart')
  expect(controls.length).toBeGreaterThanOrEqual(3) // the header, the cart and at least one way to the account
  for (const [name, box] of controls) expect(overlaps(toast, box), `toast over the ${name}`).toBe(false)
  const viewport = page.viewportSize()
  expect(toast.y + toast.height).toBeLessThanOrEqual(viewport?.height ?? 0)
}

test('a visitor’s toast leaves the cart badge and the login links uncovered', async ({ page }) => {
  const toast = await toastAfterAddingToCart(page)
  await expectClearOfHeader(page, toast)
})

test('a signed-in shopper’s toast leaves the cart badge and the account menu uncovered', async ({
  page,
  request,
}) => {
  await signInPage(page, await registerCustomer(request, 'Toast Test'))
  const toast = await toastAfterAddingToCart(page)
  await expectClearOfHeader(page, toast)
})

/**
 * What a picture shows and what it was sent: its box, the screen's density and the file the browser chose. (With
 * `srcset`, naturalWidth is scaled by the chosen width's density, so the file's own size is read from its bytes.)
 */
async function pictureFacts(picture: Locator, request: APIRequestContext) {
  const facts = await picture.evaluate((element) => {
    const image = element as HTMLImageElement
    return {
      shown: image.getBoundingClientRect().width,
      density: window.devicePixelRatio,
      chosen: image.currentSrc,
    }
  })
  const { width, height } = await sharp(await (await request.get(facts.chosen)).body()).metadata()
  return { ...facts, fileWidth: width, fileHeight: height }
}

test('seeded pictures are sent as the smallest copy that stays sharp: cards get one, the gallery a larger one', async ({
  page,
  request,
}) => {
  // Seeded products, picked by the picture the seed names after them: other tests add products with small photos.
  const { products } = await dataOf<{ products: { slug: string; images: string[]; name: { tr: string } }[] }>(
    request.get('/api/products?limit=50&sort=name&order=asc'),
  )
  const seeded = products.filter((product) =>
    product.images[0]?.endsWith(`/media/products/${product.slug}.webp`),
  )
  expect(seeded.length).toBeGreaterThanOrEqual(2)

  for (const product of seeded.slice(0, 2)) {
    await page.goto(`/products?q=${encodeURIComponent(product.name.tr)}`)
    const picture = page
      .getByTestId('product-card')
      .filter({ hasText: product.name.tr })
      .first()
      .locator(`img[src*="/media/products/${product.slug}.webp"]`)
    await expect(picture).toBeVisible()
    await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).complete)).toBe(true)
    const card = await pictureFacts(picture, request)
    // A card is at most 320 px wide: its copy is 400 px, drawn at that size by the seed (not the 1200 px original).
    expect(card.chosen).toMatch(/\?w=400$/)
    expect([card.fileWidth, card.fileHeight]).toEqual([400, 400])
    expect(card.fileWidth).toBeGreaterThanOrEqual(card.shown * card.density)
  }

  await page.goto(`/products/${seeded[0]?.slug}`)
  const gallery = page.getByRole('main').locator('img[src*="/media/products/"]').first()
  await expect(gallery).toBeVisible()
  await expect.poll(() => gallery.evaluate((image) => (image as HTMLImageElement).complete)).toBe(true)
  const main = await pictureFacts(gallery, request)
  expect(main.shown).toBeLessThanOrEqual(600)
  expect(main.fileWidth).toBeGreaterThanOrEqual(main.shown * main.density)
  // The copy the srcset names is the file that came: 400 or 800 px, or the 1200 px original.
  const width = /\?w=(\d+)$/.exec(main.chosen)?.[1]
  expect(main.fileWidth).toBe(width ? Number(width) : 1200)
})

test('amounts read in the interface language: English digits in English, Turkish digits in Turkish', async ({
  page,
}) => {
  await page.goto('/products')
  const main = page.getByRole('main')
  await expect(main.getByText(/^[\d.]+,\d{2} ₺$/).first()).toBeVisible()

  await page.getByLabel('Para birimi').selectOption('EUR')
  await expect(main.getByText(/^€\d{1,3}(\.\d{3})*,\d{2}$/).first()).toBeVisible()

  await page.getByLabel('Dil').selectOption('en')
  await expect(main.getByText(/^€\d{1,3}(,\d{3})*\.\d{2}$/).first()).toBeVisible()
  await page.getByLabel('Currency').selectOption('USD')
  await expect(main.getByText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/).first()).toBeVisible()
  await page.getByLabel('Currency').selectOption('TRY')
  await expect(main.getByText(/^₺\d{1,3}(,\d{3})*\.\d{2}$/).first()).toBeVisible()
})
