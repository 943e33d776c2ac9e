import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { signInBrowser } from './support/session'
import { type Customer, placeOrder, registerCustomer, wellStockedProduct } from './support/shop-api'

interface ShopPage {
  name: string
  path: (slug: string) => string
  signedIn?: boolean
  ready: (page: Page) => Promise<void>
}

/** The shopper's pages issue 9 names, each checked once its content has rendered. */
const PAGES: ShopPage[] = [
  {
    name: 'home',
    path: () => '/',
    ready: (page) => page.getByRole('main').getByRole('link').first().waitFor(),
  },
  {
    name: 'product list',
    path: () => '/products',
    ready: (page) => page.getByTestId('product-count').waitFor(),
  },
  {
    name: 'product detail',
    path: (slug) => `/products/${slug}`,
    ready: (page) =>
      page
        .getByRole('button', { name: /Sepete Ekle/ })
        .first()
        .waitFor(),
  },
  { name: 'cart', path: () => '/cart', ready: (page) => page.getByTestId('cart-row').first().waitFor() },
  { name: 'login', path: () => '/login', ready: (page) => page.getByLabel('E-posta').waitFor() },
  {
    name: 'checkout',
    path: () => '/checkout',
    signedIn: true,
    ready: (page) => page.getByLabel('Ad Soyad', { exact: true }).waitFor(),
  },
  {
    name: 'orders',
    path: () => '/orders',
    signedIn: true,
    ready: (page) => page.getByTestId('order-card').first().waitFor(),
  },
  {
    name: 'profile',
    path: () => '/profile',
    signedIn: true,
    ready: (page) => page.getByTestId('account-info').waitFor(),
  },
]

/** A cart of one product and, when asked, a customer's session, written where the shell reads them on start. */
async function prepare(page: Page, slug: string, customer: Customer | null) {
  await page.goto(`/products/${slug}`)
  await page
    .getByRole('button', { name: /Sepete Ekle/ })
    .first()
    .click()
  await expect(page.getByRole('link', { name: /Sepet/ }).first()).toContainText('1')
  if (customer) await signInBrowser(page, customer)
}

for (const shopPage of PAGES) {
  test(`shop ${shopPage.name}: axe finds no violation of any rule`, async ({ page, request }) => {
    const product = await wellStockedProduct(request)
    const { products } = (await (await request.get('/api/products?limit=50')).json()).data as {
      products: { _id: string; slug: string }[]
    }
    const slug = products.find((p) => p._id === product._id)?.slug ?? ''
    const customer = shopPage.signedIn ? await registerCustomer(request, 'Dt. Erişilebilir') : null
    // The orders page is checked with an order on it, not its empty state.
    if (customer) await placeOrder(request, customer, product._id)
    await prepare(page, slug, customer)
    await page.goto(shopPage.path(slug))
    await shopPage.ready(page)
    const results = await new AxeBuilder({ page }).analyze()
    expect(
      results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        nodes: violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} :: ${node.failureSummary}`),
      })),
    ).toEqual([])
  })
}
