import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { ADMIN, apiLogin, createProduct, productPlacing } from './support/admin'
import { axeViolations } from './support/axe'
import { bearer, type Customer, dataOf, registerCustomer, uniqueTag } from './support/shop-api'

const turkish = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const START_PRICE = 95.5
const NEW_PRICE = 120

interface PublicSettings {
  shipping: { freeShippingThreshold: number; standardShippingCost: number; taxRatePercent?: number }
  currency: { symbol: string; position: 'before' | 'after' }
}

/** One unit's order total (kuruş) written out from the rules: free shipping at the threshold, VAT on both. */
function totalOf(unit: number, { shipping }: PublicSettings): number {
  const subtotal = Math.round(unit * 100)
  const cost =
    subtotal >= Math.round(shipping.freeShippingThreshold * 100)
      ? 0
      : Math.round(shipping.standardShippingCost * 100)
  const tax = Math.round(((subtotal + cost) * (shipping.taxRatePercent ?? 18)) / 100)
  return subtotal + cost + tax
}

function lira(kurus: number, { currency }: PublicSettings): string {
  const amount = turkish.format(kurus / 100)
  return currency.position === 'before' ? `${currency.symbol}${amount}` : `${amount} ${currency.symbol}`
}

interface ShopProduct {
  _id: string
  slug: string
  input: Record<string, unknown>
}

/** A product of its own (so no other test's order or edit moves its price), made through the admin API. */
async function ownProduct(request: APIRequestContext, token: string): Promise<ShopProduct> {
  const tag = uniqueTag()
  const name = `Kompozit Dolgu Seti ${tag} Uzun Adlı Ürün`
  const input = { name, sku: `CHK-${tag}`.toUpperCase(), ...(await productPlacing(request)) }
  const created = await createProduct(request, token, input)
  return {
    ...created,
    input: {
      name: { tr: name },
      description: { tr: `${name} için ayrıntılı ürün açıklaması.` },
      sku: input.sku,
      category: input.categoryId,
      stock: 12,
      images: [input.image],
    },
  }
}

async function reprice(request: APIRequestContext, token: string, product: ShopProduct, price: number) {
  await dataOf(
    request.put(`/api/products/${product._id}`, {
      headers: bearer(token),
      data: { ...product.input, price },
    }),
  )
}

/** Signs the shopper in through the login screen, as a person would (the session then lives where the app keeps it). */
async function logIn(page: Page, customer: Customer) {
  await page.goto('/login')
  await page.getByLabel('E-posta', { exact: true }).fill(customer.email)
  await page.getByLabel('Şifre', { exact: true }).fill(customer.password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
}

async function addToCart(page: Page, slug: string) {
  await page.goto(`/products/${slug}`)
  await page.getByTestId('buy-panel').getByRole('button', { name: 'Sepete Ekle' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
}

/** A shopper of their own, signed in through the login screen, with one unit of a product of its own in the cart. */
async function shopperWithOwnProductInCart(page: Page, request: APIRequestContext, name: string) {
  const admin = await apiLogin(request, ADMIN)
  const product = await ownProduct(request, admin.token)
  const customer = await registerCustomer(request, name)
  await logIn(page, customer)
  await addToCart(page, product.slug)
  return { admin, product, customer }
}

async function fillAddress(page: Page, customer: Customer) {
  const fields: Record<string, string> = {
    'Ad Soyad': customer.name,
    Telefon: '0532 123 45 67',
    İl: 'İstanbul',
    İlçe: 'Kadıköy',
    Mahalle: 'Moda',
    'Açık adres': 'Bahariye Cad. No: 12 D: 3',
  }
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value)
}

async function expectNoAxeViolation(page: Page) {
  // The page itself is checked: the success toast (the shared Toaster's rich colours) is gone after its few seconds.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
}

/** With SHOP_SCREENSHOTS set, full-page pictures of the screen for a person to look at (./screenshots is ignored). */
async function picture(page: Page, name: string) {
  if (!process.env.SHOP_SCREENSHOTS) return
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `screenshots/checkout-${name}-${width}.png`, fullPage: true })
}

/** At a phone's width the total is on screen, above the order button, whenever the button is. */
async function expectTotalAboveButton(page: Page) {
  const button = page.getByTestId('place-order')
  await button.scrollIntoViewIfNeeded()
  const total = page.getByTestId('checkout-total')
  await expect(total).toBeInViewport()
  const [totalBox, buttonBox] = [await total.boundingBox(), await button.boundingBox()]
  expect(totalBox && buttonBox && totalBox.y + totalBox.height <= buttonBox.y).toBe(true)
}

test('a price changed between the quote and the order is shown first, and the order goes through at the new total once confirmed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const settings = (await (await request.get('/api/settings/public')).json()).data.settings as PublicSettings
  const { admin, product, customer } = await shopperWithOwnProductInCart(page, request, 'Dt. Fiyat Değişimi')

  await page.goto('/checkout')
  const before = lira(totalOf(START_PRICE, settings), settings)
  await expect(page.getByTestId('checkout-summary').getByTestId('amount-total')).toHaveText(before)
  await expect(page.getByTestId('checkout-total-amount')).toHaveText(before)
  await fillAddress(page, customer)
  await expectTotalAboveButton(page)
  await expectNoAxeViolation(page)
  await picture(page, 'quote')

  // An admin changes the price while the shopper is on the page.
  await reprice(request, admin.token, product, NEW_PRICE)
  await page.getByTestId('place-order').click()

  const after = lira(totalOf(NEW_PRICE, settings), settings)
  const dialog = page.getByRole('dialog', { name: 'Fiyatlar değişti' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('price-change-old')).toHaveText(before)
  await expect(dialog.getByTestId('price-change-new')).toHaveText(after)
  await expect(dialog.getByTestId('price-change-lines')).toContainText(
    `${lira(START_PRICE * 100, settings)} → ${lira(NEW_PRICE * 100, settings)}`,
  )
  await expectNoAxeViolation(page)
  await picture(page, 'price-change')
  // Nothing was ordered yet.
  const mine = () =>
    dataOf<{ orders: { totalAmount: number }[] }>(
      request.get('/api/orders/my-orders', { headers: bearer(customer.token) }),
    )
  expect((await mine()).orders).toEqual([])

  await dialog.getByRole('button', { name: 'Yeni toplamla siparişi ver' }).click()
  await expect(page).toHaveURL(/\/orders\/[0-9a-f]{24}$/)
  await expect(page.getByTestId('order-placed')).toBeVisible()
  await expect(page.getByTestId('amounts').getByTestId('amount-total')).toHaveText(after)
  expect((await mine()).orders.map((order) => order.totalAmount)).toEqual([
    totalOf(NEW_PRICE, settings) / 100,
  ])
  await expectNoAxeViolation(page)
  await picture(page, 'order')

  // The order list keeps the quantity in view beside the long name.
  await page.goto('/orders')
  const quantity = page.getByTestId('order-card').first().getByTestId('order-card-quantity')
  await expect(quantity).toHaveText('× 1')
  await expect(quantity).toBeInViewport()
  const box = await quantity.boundingBox()
  expect(box && box.x + box.width <= (page.viewportSize()?.width ?? 0)).toBe(true)
})

test('a shopper browsing in dollars reads that orders are priced in lira, with the approximate dollar amount, on checkout and the order', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const settings = (await (await request.get('/api/settings/public')).json()).data.settings as PublicSettings
  const { exchangeRates } = await dataOf<{ exchangeRates: { targetCurrency: string; rate: number }[] }>(
    request.get('/api/exchange-rates'),
  )
  const usd = exchangeRates.find((rate) => rate.targetCurrency === 'USD')?.rate
  if (!usd) throw new Error('the seed has no dollar rate')
  await page.addInitScript(() => localStorage.setItem('selectedCurrency', JSON.stringify('USD')))
  const { customer } = await shopperWithOwnProductInCart(page, request, 'Dt. Dolar')

  await page.goto('/checkout')
  const total = totalOf(START_PRICE, settings)
  const note = `Siparişler Türk lirası ile fiyatlandırılır; ≈ $${turkish.format(total / 100 / usd)} (yaklaşık)`
  await expect(page.getByTestId('checkout-summary').getByTestId('lira-note')).toHaveText(note)
  await expect(page.getByTestId('checkout-total').getByTestId('lira-note')).toHaveText(note)
  await expect(page.getByTestId('checkout-total-amount')).toHaveText(lira(total, settings))
  await fillAddress(page, customer)
  await expectTotalAboveButton(page)
  await expectNoAxeViolation(page)
  await picture(page, 'usd')

  await page.getByTestId('place-order').click()
  await expect(page).toHaveURL(/\/orders\/[0-9a-f]{24}$/)
  await expect(page.getByTestId('order-placed')).toBeVisible()
  await expect(page.getByTestId('lira-note')).toHaveText(note)
  await expect(page.getByTestId('amounts').getByTestId('amount-total')).toHaveText(lira(total, settings))
  await expectNoAxeViolation(page)
  await picture(page, 'usd-order')
  const [order] = (
    await dataOf<{ orders: { whatsappMessage: string }[] }>(
      request.get('/api/orders/my-orders', { headers: bearer(customer.token) }),
    )
  ).orders
  expect(order?.whatsappMessage).toContain(note)
})

test('a shopper whose session ended while checking out signs in again and finds the address and note still there', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const { customer } = await shopperWithOwnProductInCart(page, request, 'Dt. Oturum Sonu')
  await page.goto('/checkout')
  await fillAddress(page, customer)
  const note = 'Kargo saat 17.00’den önce gelsin; klinik cumartesi kapalı.'
  await page.getByLabel('Sipariş notu (isteğe bağlı)').fill(note)

  // The browser's session ends on the server (expired, or every device signed out) while the page is open.
  const cookie = (await page.context().cookies()).find(
    (candidate) => candidate.name === '__Host-shop_session',
  )
  if (!cookie) throw new Error('the browser holds no session cookie')
  expect((await request.post('/api/auth/logout', { headers: bearer(cookie.value) })).ok()).toBe(true)
  await page.getByTestId('place-order').click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/)
  await page.getByLabel('E-posta', { exact: true }).fill(customer.email)
  await page.getByLabel('Şifre', { exact: true }).fill(customer.password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()

  await expect(page).toHaveURL(/\/checkout$/)
  await expect(
    page.getByRole('status').filter({
      hasText: 'Oturumunuz sona ermeden önce girdikleriniz geri getirildi; kontrol edip yeniden deneyin.',
    }),
  ).toBeVisible()
  await expect(page.getByLabel('Açık adres', { exact: true })).toHaveValue('Bahariye Cad. No: 12 D: 3')
  await expect(page.getByLabel('Sipariş notu (isteğe bağlı)')).toHaveValue(note)
  await expectNoAxeViolation(page)
  await picture(page, 'restored')

  await page.getByTestId('place-order').click()
  await expect(page).toHaveURL(/\/orders\/[0-9a-f]{24}$/)
  const { orders } = await dataOf<{ orders: { notes?: string; shippingAddress: { addressLine: string } }[] }>(
    request.get('/api/orders/my-orders', { headers: bearer(customer.token) }),
  )
  expect(orders.map((order) => [order.notes, order.shippingAddress.addressLine])).toEqual([
    [note, 'Bahariye Cad. No: 12 D: 3'],
  ])
})
