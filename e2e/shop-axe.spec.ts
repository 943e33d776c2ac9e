import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from './support/axe'
import { openInApp } from './support/in-app-navigation'
import { signInBrowser } from './support/session'
import { placeOrder, registerCustomer, wellStockedProduct } from './support/shop-api'

interface ShopPage {
  name: string
  path: (slug: string) => string
  /** Something only this page shows, so a check never runs on the page before it. */
  ready: (page: Page) => Promise<void>
}

const addToCart = (page: Page) => page.getByRole('button', { name: /Sepete Ekle/ }).first()

/** The shopper's pages issue 9 names, in the order a visitor meets them; each is checked once its content renders. */
const VISITOR_PAGES: ShopPage[] = [
  {
    name: 'product detail',
    path: (slug) => `/products/${slug}`,
    ready: (page) => addToCart(page).waitFor(),
  },
  {
    name: 'home',
    path: () => '/',
    ready: async (page) => {
      await page.locator('#home-hero').waitFor()
      await page.getByRole('main').getByRole('link').first().waitFor()
    },
  },
  {
    name: 'product list',
    path: () => '/products',
    ready: (page) => page.getByTestId('product-count').waitFor(),
  },
  {
    name: 'product not found',
    path: () => '/products/boyle-bir-urun-yok',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Ürün bulunamadı' }).waitFor(),
  },
  { name: 'cart', path: () => '/cart', ready: (page) => page.getByTestId('cart-row').first().waitFor() },
  { name: 'login', path: () => '/login', ready: (page) => page.getByLabel('E-posta').waitFor() },
]

/** Then the customer's pages, signed in, the orders page with an order on it rather than its empty state. */
const CUSTOMER_PAGES: ShopPage[] = [
  {
    name: 'checkout',
    path: () => '/checkout',
    ready: (page) => page.getByLabel('Ad Soyad', { exact: true }).waitFor(),
  },
  {
    name: 'orders',
    path: () => '/orders',
    ready: (page) => page.getByTestId('order-card').first().waitFor(),
  },
  { name: 'profile', path: () => '/profile', ready: (page) => page.getByTestId('account-info').waitFor() },
]

async function check(page: Page, shopPage: ShopPage, slug: string) {
  await test.step(shopPage.name, async () => {
    await openInApp(page, shopPage.path(slug))
    await shopPage.ready(page)
    expect.soft(await axeViolations(page), `shop ${shopPage.name}: axe violations`).toEqual([])
  })
}

// One shopper walks every page through the app's own navigation, so the shop's code starts twice (before and after
// signing in), not once a page. Each page's findings are soft, so one report names every page that fails.
test('every shop page: axe finds no violation of any rule', async ({ page, request }) => {
  test.setTimeout((VISITOR_PAGES.length + CUSTOMER_PAGES.length) * 20_000)
  const product = await wellStockedProduct(request)
  const { products } = (await (await request.get('/api/products?limit=50')).json()).data as {
    products: { _id: string; slug: string }[]
  }
  const slug = products.find((p) => p._id === product._id)?.slug ?? ''
  const customer = await registerCustomer(request, 'Dt. Erişilebilir')
  await placeOrder(request, customer, product._id)

  await page.goto(`/products/${slug}`)
  for (const [index, shopPage] of VISITOR_PAGES.entries()) {
    await check(page, shopPage, slug)
    // The cart page is checked with a product in it: added on the product page, once that page is checked.
    if (index === 0) {
      await addToCart(page).click()
      await expect(page.getByRole('link', { name: /Sepet/ }).first()).toContainText('1')
      // Its toast comes once the toaster has loaded and leaves on a timer: a scan while it fades in or out reads the
      // colours half-way (failed on the list and on home once each), so the walk waits for it to come and go.
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Ürün sepete eklendi' })
      await expect(toast).toBeVisible()
      await expect(toast).toHaveCount(0, { timeout: 10_000 })
    }
  }

  await signInBrowser(page, customer)
  await page.goto('/')
  for (const shopPage of CUSTOMER_PAGES) await check(page, shopPage, slug)
})
