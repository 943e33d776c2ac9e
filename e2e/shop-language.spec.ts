import { expect, type Page, test } from '@playwright/test'
import { ADMIN, apiLogin } from './support/admin'
import { bearer, type Customer, dataOf, registerCustomer, uniqueTag } from './support/shop-api'

/** The shopper picks English in the header, as a person would; the choice is kept for the next pages. */
async function chooseEnglish(page: Page) {
  await page.getByLabel('Dil', { exact: true }).selectOption('en')
  await expect(page.getByLabel('Language', { exact: true })).toBeVisible()
}

/** With SHOP_SCREENSHOTS set, a full-page picture for a person to look at (./screenshots is ignored). */
async function picture(page: Page, name: string) {
  if (!process.env.SHOP_SCREENSHOTS) return
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `screenshots/language-${name}-${width}.png`, fullPage: true })
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

test('an English shopper’s refused login is worded in English; a Turkish one’s in Turkish', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Dt. Language')
  await page.goto('/login')
  await page.getByLabel('E-posta', { exact: true }).fill(customer.email)
  await page.getByLabel('Şifre', { exact: true }).fill('wrong-password')
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page.getByText('Geçersiz e-posta veya şifre').first()).toBeVisible()

  await chooseEnglish(page)
  await page.goto('/login')
  await logIn(page, customer.email, 'wrong-password')
  await expect(page.getByText('Invalid e-mail or password').first()).toBeVisible()
  await expect(page.getByText('Geçersiz e-posta veya şifre')).toHaveCount(0)
  await picture(page, 'login')
})

async function fillAddress(page: Page, customer: Customer) {
  const fields: Record<string, string> = {
    'Full name': customer.name,
    Phone: '0532 123 45 67',
    City: 'İstanbul',
    District: 'Kadıköy',
    Neighbourhood: 'Moda',
    'Street address': 'Bahariye Cad. No: 12 D: 3',
  }
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value)
}

test('an English shopper ordering more than the stock reads the refusal in English, with the English product name', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const admin = await apiLogin(request, ADMIN)
  const tag = uniqueTag()
  const { categories } = await dataOf<{ categories: { _id: string }[] }>(request.get('/api/categories/tree'))
  const { products } = await dataOf<{ products: { images: string[] }[] }>(
    request.get('/api/products?limit=1'),
  )
  const name = { tr: `Kompozit Dolgu ${tag}`, en: `Composite Filling ${tag}` }
  const { product } = await dataOf<{ product: { _id: string; slug: string } }>(
    request.post('/api/products', {
      headers: bearer(admin.token),
      data: {
        name,
        description: { tr: `${name.tr} için ayrıntılı ürün açıklaması.` },
        sku: `E2E-LANG-${tag}`.toUpperCase(),
        category: categories[0]?._id ?? '',
        price: 80,
        stock: 3,
        images: products[0]?.images.slice(0, 1) ?? [],
      },
    }),
  )
  const customer = await registerCustomer(request, 'Dt. Stock')

  await page.goto('/login')
  await chooseEnglish(page)
  await logIn(page, customer.email, customer.password)
  await expect(page).toHaveURL(/\/$/)
  await page.goto(`/products/${product.slug}`)
  await page.getByTestId('buy-panel').getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')

  await page.goto('/checkout')
  // The checkout quotes again once the address has settled: that quote of the 3 units in stock must have arrived
  // before they sell, or it would rightly disable the button (on a busy machine it comes after the stock change).
  const quotedForAddress = page.waitForResponse(
    (response) =>
      response.url().includes('/api/orders/quote') &&
      (response.request().postData() ?? '').includes('Bahariye'),
  )
  await fillAddress(page, customer)
  await quotedForAddress
  await expect(page.getByTestId('place-order')).toBeEnabled()
  // The last units sell while the shopper fills in the address.
  await dataOf(
    request.patch(`/api/products/${product._id}/stock`, { headers: bearer(admin.token), data: { stock: 0 } }),
  )
  await page.getByTestId('place-order').click()
  await expect(page.getByText(`Not enough stock for ${name.en} (0 in stock)`).first()).toBeVisible()
  await expect(page.getByText('yeterli stok yok')).toHaveCount(0)
  await picture(page, 'stock')
  const { orders } = await dataOf<{ orders: unknown[] }>(
    request.get('/api/orders/my-orders', { headers: bearer(customer.token) }),
  )
  expect(orders).toEqual([])
})
