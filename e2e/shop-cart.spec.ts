import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { ADMIN, apiLogin } from './support/admin'
import { axeViolations } from './support/axe'
import { bearer, dataOf, uniqueTag } from './support/shop-api'

interface ProductBody {
  name: { tr: string; en: string }
  description: { tr: string }
  sku: string
  category: string
  price: number
  stock: number
  images: string[]
}

interface Created {
  _id: string
  slug: string
  body: ProductBody
}

interface Quote {
  subtotal: number
  shippingCost: number
  taxAmount: number
  taxRatePercent: number
  totalAmount: number
}

/** Lira as the shop writes it: Turkish number format, two decimals, the sign after the amount. */
const lira = (amount: number) =>
  `${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ₺`

/** A product of this test's own, made through the admin API, so changing its price or stock touches no other test. */
async function productOf(
  request: APIRequestContext,
  token: string,
  name: string,
  price: number,
  stock: number,
) {
  const { categories } = await dataOf<{ categories: { _id: string }[] }>(request.get('/api/categories/tree'))
  const { products } = await dataOf<{ products: { images: string[] }[] }>(
    request.get('/api/products?limit=1'),
  )
  const body: ProductBody = {
    name: { tr: name, en: name },
    description: { tr: `${name} için ayrıntılı ürün açıklaması.` },
    sku: `E2E-CART-${uniqueTag()}`,
    category: categories[0]?._id ?? '',
    price,
    stock,
    images: products[0]?.images.slice(0, 1) ?? [],
  }
  const { product } = await dataOf<{ product: { _id: string; slug: string } }>(
    request.post('/api/products', { headers: bearer(token), data: body }),
  )
  return { ...product, body } satisfies Created
}

async function addToCart(page: Page, product: Created) {
  await page.goto(`/products/${product.slug}`)
  await page
    .getByRole('button', { name: /Sepete Ekle/ })
    .first()
    .click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Ürün sepete eklendi' })).toBeVisible()
}

const cartRow = (page: Page, name: string) => page.getByTestId('cart-row').filter({ hasText: name })

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([])
}

test('a price raised and a stock emptied after adding: the cart flags both rows, totals as the server quotes, and holds checkout', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const admin = await apiLogin(request, ADMIN)
  const tag = uniqueTag()
  const mirror = await productOf(request, admin.token, `Sepet Aynası ${tag}`, 95.5, 12)
  const gloves = await productOf(request, admin.token, `Sepet Eldiveni ${tag}`, 40, 12)
  await addToCart(page, mirror)
  await addToCart(page, gloves)

  // Between adding and opening the cart, the shop raises one price and sells the other out.
  await dataOf(
    request.put(`/api/products/${mirror._id}`, {
      headers: bearer(admin.token),
      data: { ...mirror.body, price: 120 },
    }),
  )
  await dataOf(
    request.patch(`/api/products/${gloves._id}/stock`, { headers: bearer(admin.token), data: { stock: 0 } }),
  )

  await page.goto('/cart')
  const change = cartRow(page, mirror.body.name.tr).getByTestId('cart-price-change')
  await expect(change).toContainText('Fiyat değişti')
  await expect(change.locator('del')).toContainText(lira(95.5))
  await expect(change).toContainText(lira(120))
  await expect(cartRow(page, gloves.body.name.tr).getByTestId('cart-line-problem')).toHaveText('Stokta yok')

  // The summary is the server's quote for these lines (what checkout shows too): the sold-out line is left out.
  const quote = await dataOf<Quote>(
    request.post('/api/orders/quote', {
      data: {
        items: [
          { product: mirror._id, quantity: 1 },
          { product: gloves._id, quantity: 1 },
        ],
      },
    }),
  )
  expect(quote.subtotal).toBe(120)
  await expect(page.getByTestId('cart-total')).toHaveText(lira(quote.totalAmount))
  await expect(page.getByTestId('cart-subtotal')).toHaveText(lira(quote.subtotal))
  await expect(page.getByTestId('cart-shipping')).toHaveText(
    quote.shippingCost === 0 ? 'Ücretsiz' : lira(quote.shippingCost),
  )
  await expect(page.getByTestId('cart-tax')).toHaveText(lira(quote.taxAmount))

  const checkout = page.getByRole('button', { name: 'Siparişi tamamla' })
  await expect(checkout).toBeDisabled()
  await expect(page.getByTestId('checkout-blocked')).toBeVisible()
  await expectAxeClean(page)
  await page.screenshot({ path: `screenshots/cart-flagged-${testInfo.project.name}.png`, fullPage: true })

  // The stored cart now holds the new price: a reload shows it without the old one.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-storage') ?? '[]'))
  expect(stored.map((item: { price: number; stock: number }) => [item.price, item.stock])).toEqual([
    [120, 12],
    [40, 0],
  ])

  await cartRow(page, gloves.body.name.tr)
    .getByRole('button', { name: /^Kaldır/ })
    .click()
  await expect(page.getByRole('link', { name: 'Siparişi tamamla' })).toHaveAttribute('href', '/checkout')
})

test('the cart refuses a 1000th unit of a product with the order limit', async ({ page, request }) => {
  test.setTimeout(60_000)
  const admin = await apiLogin(request, ADMIN)
  const cotton = await productOf(request, admin.token, `Pamuk Rulo ${uniqueTag()}`, 2.5, 5000)
  await addToCart(page, cotton)
  await page.goto('/cart')
  const quantity = cartRow(page, cotton.body.name.tr).getByRole('spinbutton')
  await quantity.fill('1000')
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Bir üründen en fazla 999 adet sipariş verebilirsiniz' }),
  ).toBeVisible()
  // The refusal toast is part of what the shopper reads: checked with it on screen, once its entry animation has
  // ended (mid-fade its text is not yet at full contrast).
  await expect
    .poll(() =>
      page
        .locator('[data-sonner-toast]')
        .first()
        .evaluate((toast) => getComputedStyle(toast).opacity),
    )
    .toBe('1')
  await expectAxeClean(page)
  await expect(quantity).toHaveValue('1')
  await quantity.fill('999')
  await expect(page.getByTestId('cart-subtotal')).toHaveText(lira(2497.5))
  await expect(page.getByRole('link', { name: 'Siparişi tamamla' })).toBeVisible()
  // The refusal toast leaves on its own timer; scanned while it fades, its text reads at part contrast. The page is
  // checked again once it is gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectAxeClean(page)
})
