import { expect, type Page, test } from '@playwright/test'
import { ADMIN, apiLogin, signInPage } from './support/admin'
import { dataOf } from './support/shop-api'

/** Every Content-Security-Policy violation the page reports, collected from before its first script. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} ← ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

test('shop pages answer with the security headers and run under the policy without a violation', async ({
  page,
  request,
}) => {
  const violations = await recordViolations(page)
  const { products } = await dataOf<{ products: { slug: string }[] }>(request.get('/api/products?limit=1'))
  const answer = await page.goto('/')
  const headers = answer?.headers() ?? {}
  expect(headers['content-security-policy']).toContain("script-src 'self'")
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('DENY')
  await page.getByRole('main').getByRole('link').first().waitFor()

  await page.goto(`/products/${products[0]?.slug}`)
  await page
    .getByRole('button', { name: /Sepete Ekle/ })
    .first()
    .click()
  await page.goto('/cart')
  await page.getByTestId('cart-row').first().waitFor()
  await page.goto('/login')
  await page.getByLabel('E-posta').waitFor()
  expect(await violations()).toEqual([])
})

test('admin screens, the lazy page editor and toasts run under the policy without a violation', async ({
  page,
  request,
}) => {
  const violations = await recordViolations(page)
  await signInPage(page, await apiLogin(request, ADMIN))
  await page.goto('/admin')
  await page.getByText('Toplam sipariş').waitFor()
  await page.goto('/admin/pages?new=1')
  await page.getByRole('toolbar', { name: 'İngilizce içerik biçimlendirme araçları' }).waitFor()
  await page.goto('/admin/settings')
  await expect(page.getByRole('textbox', { name: 'Site adı (Türkçe)' })).not.toHaveValue('')
  await page.getByTestId('translation-health').waitFor()
  expect(await violations()).toEqual([])
})

test('the shop cannot be framed by another site', async ({ page, baseURL }) => {
  let framed = false
  page.on('response', (response) => {
    if (response.url() === `${baseURL}/` && response.request().resourceType() === 'document') framed = true
  })
  await page.setContent(`<iframe title="shop" src="${baseURL}/"></iframe>`)
  await expect.poll(() => framed).toBe(true)
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame())
  // Chromium refuses to render a frame whose answer says frame-ancestors 'none': the shop's root never mounts.
  await page.waitForTimeout(500)
  expect(
    await frame
      ?.locator('#root')
      .count()
      .catch(() => 0),
  ).toBe(0)
})
