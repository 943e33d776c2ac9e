import { expect, type Page, test } from '@playwright/test'
import { ADMIN, apiLogin, signInPage } from './support/admin'
import { type ScriptTrap, trapScripts } from './support/script-trap'
import { signInBrowser } from './support/session'
import {
  bearer,
  cancelOrder,
  dataOf,
  registerCustomer,
  uniqueTag,
  wellStockedProduct,
} from './support/shop-api'

/** Payloads for plain-text fields: each would run (alert, or a request naming xss) if a screen put it in as HTML. */
const PAYLOADS = {
  img: '<img src=x onerror=alert(1)>',
  script: '<script>alert(1)</script>',
  svg: '"><svg onload=alert(1)>',
  link: '<a href="javascript:alert(1)">tıkla</a>',
  style: '<style>@import "/xss.css";</style>',
  template: "{{constructor.constructor('alert(1)')()}}",
} as const

/** Script a payload could have added to the page: inline or foreign scripts and event-handler attributes. */
function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    for (const script of Array.from(document.scripts)) {
      if (script.type === 'application/ld+json') continue // a data block the browser never runs
      if (!script.src || new URL(script.src).origin !== location.origin)
        found.push('inline or foreign script')
    }
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const { name } of Array.from(element.attributes))
        if (/^on/i.test(name)) found.push(`<${element.localName} ${name}>`)
      if (element.localName === 'a' && /^\s*javascript:/i.test(element.getAttribute('href') ?? ''))
        found.push('javascript: link')
    }
    return found
  })
}

async function expectInert(page: Page, trap: ScriptTrap, where: string) {
  // Images have loaded or failed, so any error handler would have fired by now.
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete))
  expect([...(await trap.evidence()), ...(await injectedMarkup(page))], where).toEqual([])
}

/**
 * Issue 11: hostile text stored through every plain-text field a shopper or admin writes (product name, description
 * and specifications, the customer's name, the delivery address, order notes) shows as text on every screen that
 * reads it, and runs nothing.
 */
test('hostile text in product, customer, address and order fields shows as text and runs nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const tag = uniqueTag()
  const admin = await apiLogin(request, ADMIN)
  const categories = (await dataOf<{ categories: { _id: string }[] }>(request.get('/api/categories/tree')))
    .categories
  const seeded = await wellStockedProduct(request)
  // The tag alone finds what this test stored (a request naming "xss" counts as a payload loading something).
  const productName = `Deneme ${tag} ${PAYLOADS.img}`
  const { product } = await dataOf<{ product: { _id: string; slug: string } }>(
    request.post('/api/products', {
      headers: bearer(admin.token),
      data: {
        name: { tr: productName },
        description: { tr: `${PAYLOADS.script} ${PAYLOADS.svg} ${PAYLOADS.link} ${PAYLOADS.style}` },
        sku: `DNM-${tag}`.toUpperCase(),
        category: categories[0]?._id,
        price: 42,
        stock: 3,
        images: seeded.images.slice(0, 1),
        specifications: [{ key: { tr: PAYLOADS.svg }, value: { tr: PAYLOADS.template } }],
      },
    }),
  )
  const customer = await registerCustomer(request, `${PAYLOADS.img} ${tag}`)
  const { order } = await dataOf<{ order: { _id: string; orderNumber: string } }>(
    request.post('/api/orders', {
      headers: bearer(customer.token),
      data: {
        items: [{ product: product._id, quantity: 1 }],
        shippingAddress: {
          title: PAYLOADS.link,
          fullName: `${PAYLOADS.svg} ${tag}`,
          phone: '0532 123 45 67',
          city: PAYLOADS.script,
          district: PAYLOADS.img,
          neighborhood: PAYLOADS.template,
          addressLine: PAYLOADS.style,
        },
        notes: `${PAYLOADS.script}\n${PAYLOADS.img}\n${PAYLOADS.link}`,
      },
    }),
  )

  try {
    const trap = await trapScripts(page)
    await page.goto(`/products?q=${tag}`)
    await expect(page.getByTestId('product-card').first()).toContainText(PAYLOADS.img)
    await expectInert(page, trap, 'product list')
    await page.goto(`/products/${product.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName)
    await expect(page.getByRole('main')).toContainText(PAYLOADS.template)
    await expectInert(page, trap, 'product page')

    await signInBrowser(page, customer)
    await page.goto(`/orders/${order._id}`)
    await expect(page.getByRole('main')).toContainText(PAYLOADS.svg)
    await expect(page.getByRole('main')).toContainText(PAYLOADS.script)
    await expectInert(page, trap, 'order page')

    await page.context().clearCookies()
    await signInPage(page, admin)
    await page.goto(`/admin/orders?search=${encodeURIComponent(order.orderNumber)}`)
    await expect(page.getByRole('table')).toContainText(order.orderNumber)
    await expectInert(page, trap, 'admin orders')
    await page
      .getByRole('table')
      .getByRole('button', { name: /detay|görüntüle/i })
      .first()
      .click()
    await expect(page.getByRole('dialog')).toContainText(PAYLOADS.template)
    await expectInert(page, trap, 'admin order detail')
    await page.goto(`/admin/users?search=${encodeURIComponent(tag)}`)
    await expect(page.getByRole('table')).toContainText(PAYLOADS.img)
    await expectInert(page, trap, 'admin users')
    await page.goto('/admin/products')
    await page.getByRole('searchbox', { name: 'Ürün ara' }).fill(tag)
    await page.getByRole('search', { name: 'Ürün filtreleri' }).getByRole('button', { name: 'Ara' }).click()
    await expect(page.getByRole('table')).toContainText(PAYLOADS.img)
    await expectInert(page, trap, 'admin products')
  } finally {
    await cancelOrder(request, admin.token, order._id)
    await request.patch(`/api/products/${product._id}/toggle-status`, { headers: bearer(admin.token) })
  }
})
