import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { ADMIN, apiLogin } from './support/admin'
import { signOutBrowser } from './support/session'
import { bearer } from './support/shop-api'

interface Product {
  _id: string
  slug: string
  price: number
  discountPrice: number | null
  stock: number
  isInStock: boolean
}

interface PublicSettings {
  shipping: { freeShippingThreshold: number; standardShippingCost: number }
  currency: { symbol: string; position: 'before' | 'after' }
}

const QUANTITY = 2
const turkish = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

async function productWithStock(request: APIRequestContext): Promise<Product> {
  const answer = await (await request.get('/api/products?limit=50&sort=price&order=asc')).json()
  const product = (answer.data.products as Product[]).find((p) => p.isInStock && p.stock >= QUANTITY + 1)
  if (!product) throw new Error('the seed has no product with enough stock')
  return product
}

/**
 * The stock as the database holds it: read as the admin, whose answers never come from the visitors' edge cache
 * (an order that leaves plenty of stock does not refresh what visitors read: docs/decisions.md).
 */
async function stockOf(request: APIRequestContext, id: string): Promise<number> {
  const { token } = await apiLogin(request, ADMIN)
  const answer = await (await request.get(`/api/products/${id}`, { headers: bearer(token) })).json()
  return answer.data.product.stock as number
}

/** The order rules written out independently of the app: kuruş sums, free shipping at the threshold, 18% tax. */
function expectedTotals(product: Product, settings: PublicSettings) {
  const unit =
    product.discountPrice && product.discountPrice < product.price ? product.discountPrice : product.price
  const subtotal = Math.round(unit * 100) * QUANTITY
  const threshold = Math.round(settings.shipping.freeShippingThreshold * 100)
  const shipping = subtotal >= threshold ? 0 : Math.round(settings.shipping.standardShippingCost * 100)
  const tax = Math.round(((subtotal + shipping) * 18) / 100)
  return { subtotal, shipping, tax, total: subtotal + shipping + tax }
}

function money(kurus: number, settings: PublicSettings): string {
  const amount = turkish.format(kurus / 100)
  const { symbol, position } = settings.currency
  return position === 'before' ? `${symbol}${amount}` : `${amount} ${symbol}`
}

async function fillByLabel(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value)
}

test('a new customer registers, checks out through login and back, sees the server totals and cancels', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const product = await productWithStock(request)
  const settings = (await (await request.get('/api/settings/public')).json()).data.settings as PublicSettings
  const stockBefore = await stockOf(request, product._id)
  const email = `e2e-${Date.now()}@example.com`
  const password = 'Deneme123!'

  // Register: the session is stored and the shopper lands on the home page.
  await page.goto('/register')
  await fillByLabel(page, {
    'Ad Soyad': 'Deneme Müşteri',
    'E-posta': email,
    'Telefon (isteğe bağlı)': '0532 123 45 67',
    Şifre: password,
    'Şifre tekrar': password,
  })
  await page.getByRole('button', { name: 'Kayıt Ol' }).click()
  await expect(page.getByText('Kayıt başarılı!')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  // The browser forgets the session (as after logout); the cart is kept by a visitor as well.
  await signOutBrowser(page)
  await page.goto(`/products/${product.slug}`)
  for (let i = 0; i < QUANTITY; i++) {
    await page.getByTestId('buy-panel').getByRole('button', { name: 'Sepete Ekle' }).click()
    await expect(page.getByTestId('cart-count')).toHaveText(String(i + 1))
  }

  // Checkout needs a login, which returns to checkout.
  await page.goto('/checkout')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/)
  await expect(page.getByText('Sipariş vermek için giriş yapmanız gerekiyor')).toBeVisible()
  await fillByLabel(page, { 'E-posta': email, Şifre: password })
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/\/checkout$/)

  // The server's quote before submitting follows the order rules.
  const expected = expectedTotals(product, settings)
  const summary = page.getByTestId('checkout-summary')
  await expect(summary.getByTestId('amount-total')).toHaveText(money(expected.total, settings))

  await fillByLabel(page, {
    'Ad Soyad': 'Deneme Müşteri',
    Telefon: '0532 123 45 67',
    İl: 'İstanbul',
    İlçe: 'Kadıköy',
    Mahalle: 'Moda',
    'Açık adres': 'Bahariye Cad. No: 12 D: 3',
  })
  await page.getByLabel('Sipariş notu (isteğe bağlı)').fill('Mesai saatlerinde teslim ediniz.')

  // WhatsApp is outside this machine's reach: the chat page is answered locally and only its URL matters.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }))
  await page.getByRole('button', { name: 'Siparişi Ver' }).click()

  await expect(page).toHaveURL(/\/orders\/[0-9a-f]{24}$/)
  await expect(page.getByText('Siparişiniz oluşturuldu!', { exact: false })).toBeVisible()
  // The heading is read only once the order page shows the order's number (it renders after the order loads).
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(/^Sipariş\s+DS-\d{6}-[0-9A-Z]{5}$/)
  const orderNumber = ((await heading.textContent()) ?? '').replace(/^Sipariş\s+/, '').trim()

  // The confirmation's WhatsApp link (a link the shopper clicks: no pop-up to be blocked) carries the order number.
  const chat = page.waitForEvent('popup')
  await page.getByTestId('order-placed').getByRole('link', { name: 'WhatsApp ile gönder' }).click()
  const popup = await chat
  expect(decodeURIComponent(popup.url())).toContain(orderNumber)
  await popup.close()
  // One button sends it: the header's chat button, with the same message, is for a later visit.
  await expect(page.getByTestId('order-whatsapp')).toHaveCount(0)

  // The order's page shows the server's amounts, equal to the rules computed here.
  const amounts = page.getByTestId('amounts')
  await expect(amounts.getByTestId('amount-subtotal')).toHaveText(money(expected.subtotal, settings))
  await expect(amounts.getByTestId('amount-shipping')).toHaveText(
    expected.shipping === 0 ? 'Ücretsiz' : money(expected.shipping, settings),
  )
  await expect(amounts.getByTestId('amount-tax')).toHaveText(money(expected.tax, settings))
  await expect(amounts.getByTestId('amount-total')).toHaveText(money(expected.total, settings))
  await expect(page.getByTestId('order-line')).toHaveCount(1)
  await expect(page.getByTestId('order-address')).toContainText('Bahariye Cad. No: 12 D: 3')
  await expect(page.getByText('Mesai saatlerinde teslim ediniz.')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('cart-storage'))).toBe('[]')
  expect(await stockOf(request, product._id)).toBe(stockBefore - QUANTITY)

  // Cancelling asks first, then really cancels, and the stock comes back.
  await page.getByRole('button', { name: 'Siparişi İptal Et' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(
    `${orderNumber} numaralı siparişi iptal etmek istediğinize emin misiniz?`,
  )
  await dialog.getByRole('button', { name: 'Siparişi İptal Et' }).click()
  await expect(page.getByText('Sipariş iptal edildi')).toBeVisible()
  await expect(page.getByTestId('order-status')).toContainText('İptal Edildi')
  await expect(page.getByRole('button', { name: 'Siparişi İptal Et' })).toHaveCount(0)
  expect(await stockOf(request, product._id)).toBe(stockBefore)

  // The list shows the order with its badges, and no cancel button any more.
  await page.goto('/orders')
  const card = page.getByTestId('order-card').filter({ hasText: orderNumber })
  await expect(card.getByTestId('order-status')).toContainText('İptal Edildi')
  await expect(card.getByRole('link', { name: 'Detayları Gör' })).toBeVisible()
})

test('the profile shows the account, saves an address and changes the password (a wrong current one is refused)', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fprofile')
  await fillByLabel(page, { 'E-posta': 'musteri@dental.local', Şifre: 'Musteri123!' })
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/\/profile$/)

  await expect(page.getByLabel('E-posta')).toBeDisabled()
  await expect(page.getByText('E-posta adresi değiştirilemez.')).toBeVisible()
  await expect(page.getByTestId('account-info')).toContainText(
    /\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}/,
  )

  await page.getByRole('button', { name: 'Yeni Adres Ekle' }).click()
  const form = page.getByTestId('address-form')
  await form.getByLabel('Adres başlığı').fill('Klinik Şube')
  for (const [label, value] of Object.entries({
    'Ad Soyad': 'Dt. Deneme',
    Telefon: '0212 555 44 33',
    İl: 'Ankara',
    İlçe: 'Çankaya',
    Mahalle: 'Kızılay',
    'Açık adres': 'Atatürk Bulvarı 100',
  }))
    await form.getByLabel(label, { exact: true }).fill(value)
  await form.getByRole('button', { name: 'Adresi Kaydet' }).click()
  await expect(page.getByText('Adres eklendi!')).toBeVisible()
  await expect(page.getByTestId('address-card').filter({ hasText: 'Klinik Şube' })).toContainText(
    'Çankaya / Ankara',
  )

  const passwords = page.getByTestId('password-form')
  const changePassword = async (current: string, next: string) => {
    await passwords.getByLabel('Mevcut şifre').fill(current)
    await passwords.getByLabel('Yeni şifre', { exact: true }).fill(next)
    await passwords.getByLabel('Yeni şifre (tekrar)').fill(next)
    await passwords.getByRole('button', { name: 'Şifreyi Değiştir' }).click()
  }
  await changePassword('yanlis-sifre', 'Yeni12345')
  await expect(passwords.getByRole('alert')).toContainText('Şifre değiştirilemedi')
  await expect(page).toHaveURL(/\/profile$/)

  await changePassword('Musteri123!', 'Yeni12345')
  await expect(page.getByText('Şifre değiştirildi!')).toBeVisible()
  await expect(passwords.getByLabel('Mevcut şifre')).toHaveValue('')
  await expect(passwords.getByLabel('Yeni şifre', { exact: true })).toHaveValue('')
  // Back to the seeded password, which also proves the new one is in force.
  await changePassword('Yeni12345', 'Musteri123!')
  await expect(page.getByText('Şifre değiştirildi!').first()).toBeVisible()
  await expect(passwords.getByLabel('Mevcut şifre')).toHaveValue('')
})
