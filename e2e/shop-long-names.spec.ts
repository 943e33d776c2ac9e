import { expect, type Page, test } from '@playwright/test'
import { ADMIN, apiLogin, createProduct } from './support/admin'
import { signInBrowser } from './support/session'
import { dataOf, registerCustomer, uniqueTag, wellStockedProduct } from './support/shop-api'

test.use({ viewport: { width: 390, height: 844 } })

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test('a product whose name and description hold one long unbroken word wraps on a phone: its page and the wishlist never scroll sideways', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, ADMIN)
  const seeded = await wellStockedProduct(request)
  const { categories } = await dataOf<{ categories: { _id: string }[] }>(request.get('/api/categories/tree'))
  const tag = uniqueTag()
  // What an admin pastes from a supplier's sheet: a code-like word longer than a phone is wide.
  const name = `Süperuzunkelimeliürünadıbölünmedenyazılmış${tag} Ortodontik Braket Seti`
  const product = await createProduct(request, admin.token, {
    name,
    sku: `UZUN-${tag}`.toUpperCase(),
    categoryId: categories[0]?._id ?? '',
    image: seeded.images[0] ?? '',
  })
  const customer = await registerCustomer(request, 'Uzun İsim')
  await dataOf(
    request.post('/api/wishlist', {
      headers: { Authorization: `Bearer ${customer.token}` },
      data: { productId: product._id },
    }),
  )
  await signInBrowser(page, customer)

  await page.goto(`/products/${product.slug}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  expect(await sidewaysScroll(page), 'product page').toBeLessThanOrEqual(0)
  // As the worker painted it, then as the storefront renders it.
  await expect(page.getByRole('button', { name: 'Sepete Ekle' }).first()).toBeVisible()
  expect(await sidewaysScroll(page), 'product page, rendered').toBeLessThanOrEqual(0)

  await page.goto('/wishlist')
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  expect(await sidewaysScroll(page), 'wishlist').toBeLessThanOrEqual(0)
})
