import { expect, type Page, test } from '@playwright/test'

interface Product {
  _id: string
  slug: string
  name: { tr?: string; en?: string }
  price: number
  discountPrice: number | null
  stock: number
  isInStock: boolean
}

interface Envelope<T> {
  success: true
  data: T
}

// Dollars as an English reader writes them (docs/decisions.md, "Money reads in the interface language").
const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

function unitPrice(product: Product): number {
  const discounted = product.discountPrice !== null && product.discountPrice > 0
  return discounted && (product.discountPrice as number) < product.price
    ? (product.discountPrice as number)
    : product.price
}

async function readJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as Envelope<T>).data
}

test('from home: English and USD, search, open a product, add 2, see the cart total in dollars', async ({
  page,
}) => {
  const { products } = await readJson<{ products: Product[] }>(
    page,
    '/api/products?limit=50&sort=price&order=desc',
  )
  const product = products.find((p) => p.isInStock && p.stock >= 5 && p.name.en && unitPrice(p) * 2 >= 150)
  if (!product) throw new Error('the seed has no product in stock priced for free shipping')
  const { exchangeRates } = await readJson<{ exchangeRates: { targetCurrency: string; rate: number }[] }>(
    page,
    '/api/exchange-rates',
  )
  const usd = exchangeRates.find((rate) => rate.targetCurrency === 'USD')?.rate
  if (!usd) throw new Error('the seed has no USD rate')
  const englishName = product.name.en as string

  await page.goto('/')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.getByLabel('Dil').selectOption('en')
  await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible()
  await page.getByLabel('Currency').selectOption('USD')
  await expect(page.getByTestId('product-card').first()).toContainText('$')

  await page.getByRole('combobox', { name: 'Search products' }).fill(englishName)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/products\?q=/)
  await expect(page.getByTestId('product-count')).toBeVisible()
  await page.getByRole('link', { name: englishName, exact: true }).first().click()

  await expect(page).toHaveURL(new RegExp(`/products/${product.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: englishName })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`^${englishName.replace(/[()]/g, '\\$&')} \\| `))
  const buy = page.getByTestId('buy-panel')
  await buy.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(buy.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2')
  await buy.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByText('Product added to cart')).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('2')

  await page.getByTestId('cart-link').click()
  await expect(page).toHaveURL(/\/cart$/)
  const subtotal = (Math.round(unitPrice(product) * 100) * 2) / 100
  await expect(page.getByTestId('cart-subtotal')).toHaveText(`$${amount.format(subtotal / usd)}`)
  // The total is the server's quote for the cart (VAT included), shown in dollars.
  const quote = await page.evaluate(async (id) => {
    const answer = await fetch('/api/orders/quote', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ items: [{ product: id, quantity: 2 }] }),
    })
    return ((await answer.json()) as { data: { subtotal: number; totalAmount: number } }).data
  }, product._id)
  expect(quote.subtotal).toBe(subtotal)
  await expect(page.getByTestId('cart-total')).toHaveText(`$${amount.format(quote.totalAmount / usd)}`)
  await expect(page.getByTestId('free-shipping-hint')).toHaveText('Your shipping is free!')
})

test('a content page shows its sanitised HTML, the contact page its contact details', async ({ page }) => {
  await page.goto('/hakkimizda')
  await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible()
  await expect(page.getByTestId('content-page')).toContainText('Diş hekimliği')
  await expect(page).toHaveTitle(/^Hakkımızda \| /)

  await page.goto('/iletisim')
  await expect(page.getByTestId('contact-details')).toContainText('destek@dental.local')
  await expect(page.getByRole('link', { name: 'WhatsApp ile yazın' }).first()).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+/,
  )

  // The same page with hostile HTML, as a compromised admin account could store it.
  await page.route('**/api/pages/hakkimizda', (route) =>
    route.fulfill({
      json: {
        success: true,
        data: {
          page: {
            _id: 'p1',
            slug: 'hakkimizda',
            title: { tr: 'Hakkımızda' },
            content: {
              tr: '<p>Güvenli metin</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">bağlantı</a>',
            },
            isPublished: true,
            updatedAt: '2025-01-01T00:00:00.000Z',
          },
        },
      },
    }),
  )
  await page.goto('/hakkimizda')
  const article = page.getByTestId('content-page')
  await expect(article).toContainText('Güvenli metin')
  expect(await article.locator('script, [onerror]').count()).toBe(0)
  expect(await article.locator('a').getAttribute('href')).toBeNull()
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
})

test('a listed page that cannot be loaded shows its built-in placeholder', async ({ page }) => {
  await page.route('**/api/pages/sik-sorulan-sorular', (route) =>
    route.fulfill({ status: 404, json: { success: false, message: 'Sayfa bulunamadı' } }),
  )
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' })).toBeVisible()
  await expect(page.getByTestId('placeholder-page')).toBeVisible()
  await expect(page).toHaveURL(/\/faq$/)
})

test('an unknown page goes to the 404 page with the site name, home, back and WhatsApp', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.goto('/bu-sayfa-yok')
  await expect(page).toHaveURL(/\/404$/)
  await expect(page.getByTestId('not-found')).toHaveText(/^Sayfa bulunamadı — .+/)
  await expect(page).toHaveTitle(/^Sayfa bulunamadı \| .+/)
  await expect(page.getByRole('link', { name: 'WhatsApp ile bize yazın' })).toHaveAttribute('href', /wa\.me/)
  await page.getByRole('button', { name: 'Geri git' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/404')
  await page.getByRole('link', { name: 'Ana sayfaya dön' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a visitor presses the wishlist button, is told to log in, and finds the product saved once back', async ({
  page,
}) => {
  const { products } = await readJson<{ products: Product[] }>(page, '/api/products?limit=1')
  const product = products[0]
  if (!product?.name.tr) throw new Error('the seed has no product')
  const name = product.name.tr

  await page.goto(`/products/${product.slug}`)
  await page.getByTestId('buy-panel').getByRole('link', { name: 'Favorilere ekle' }).click()
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fproducts%2F${product.slug}$`))
  // The login says why it is asked for.
  await expect(page.getByText('Favorilere eklemek için giriş yapın')).toBeVisible()
  await page.getByLabel('E-posta', { exact: true }).fill('musteri@dental.local')
  await page.getByLabel('Şifre', { exact: true }).fill('Musteri123!')
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/products/${product.slug}$`))

  // The press was kept through the login: saved without a second press, and only once.
  const toggle = page.getByTestId('buy-panel').getByTestId('wishlist-toggle')
  await expect(page.getByText('Favorilere eklendi')).toBeVisible()
  await expect(toggle).toHaveAccessibleName('Favorilerden çıkar')
  await expect(toggle).not.toHaveAttribute('aria-pressed')
  await page.reload()
  await expect(toggle).not.toHaveAttribute('aria-disabled')
  await expect(toggle).toHaveAccessibleName('Favorilerden çıkar')

  await page.goto('/wishlist')
  const saved = page.getByRole('article', { name })
  await expect(saved).toHaveCount(1)
  // Leaves the seeded customer's list as it was, and the product page agrees with /wishlist.
  await saved.getByRole('button', { name: 'Favorilerden çıkar' }).click()
  await expect(saved).toHaveCount(0)
  await page.goto(`/products/${product.slug}`)
  await expect(toggle).not.toHaveAttribute('aria-disabled')
  await expect(toggle).toHaveAccessibleName('Favorilere ekle')
})
