// Screenshots of the running shop at phone and desktop widths, for looking at what a shopper sees.
// Usage: node scripts/screenshots.mjs [baseUrl] [path ...]   (PNG files land in ./screenshots/)
// SCREENSHOT_LOGIN=email:password logs in through the API first, so guarded pages (/profile, /orders) render;
// SCREENSHOT_CART=productSlug:quantity fills the cart through the product page first (for /checkout).
// SCREENSHOT_SECTIONS=n takes up to n screen-sized shots down a long page instead of one full-page picture.
// SCREENSHOT_LOCALE=en-US asks in another language than Turkish (the browser's language, which the shop follows).
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'

const [baseUrl = 'http://localhost:8787', ...paths] = process.argv.slice(2)
const targets = paths.length > 0 ? paths : ['/', '/login', '/admin', '/does-not-exist']
const widths = [390, 1280]

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
})
await mkdir('screenshots', { recursive: true })

/** The login answer: its token becomes the session cookie and its user is stored, as after the login screen. */
async function loginSession() {
  const login = process.env.SCREENSHOT_LOGIN
  if (!login) return null
  const separator = login.indexOf(':')
  const body = { email: login.slice(0, separator), password: login.slice(separator + 1) }
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`login failed: ${response.status}`)
  return (await response.json()).data
}

async function fillCart(page) {
  const cart = process.env.SCREENSHOT_CART
  if (!cart) return
  const [slug, quantity = '1'] = cart.split(':')
  await page.goto(`${baseUrl}/products/${slug}`, { waitUntil: 'networkidle' })
  for (let i = 0; i < Number(quantity); i++)
    await page.getByTestId('buy-panel').getByRole('button', { name: 'Sepete Ekle' }).click()
}

/** One full-page picture, or screen-sized ones down the page when SCREENSHOT_SECTIONS asks for them. */
async function shoot(page, name) {
  const sections = Number(process.env.SCREENSHOT_SECTIONS ?? 0)
  if (!sections) {
    await page.screenshot({ path: `${name}.png`, fullPage: true })
    return [`${name}.png`]
  }
  const files = []
  const { height } = page.viewportSize()
  const total = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let index = 0; index < sections && index * height < total; index++) {
    await page.evaluate((top) => window.scrollTo(0, top), index * height)
    await page.waitForTimeout(150)
    const file = `${name}-${index + 1}.png`
    await page.screenshot({ path: file })
    files.push(file)
  }
  return files
}

const session = await loginSession()
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: process.env.SCREENSHOT_LOCALE ?? 'tr-TR',
  })
  if (session) {
    // By host and path: for an http URL Playwright would drop `secure`, which the __Host- prefix needs.
    const { hostname } = new URL(baseUrl)
    await context.addCookies([
      {
        name: '__Host-shop_session',
        value: session.token,
        domain: hostname,
        path: '/',
        httpOnly: true,
        secure: true,
        sameSite: 'Strict',
      },
    ])
    await context.addInitScript((user) => localStorage.setItem('user', JSON.stringify(user)), session.user)
  }
  const page = await context.newPage()
  await fillCart(page)
  for (const path of targets) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
    // Let toasts fade so they do not cover the page.
    await page.waitForTimeout(500)
    const name = `screenshots/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}`
    for (const file of await shoot(page, name)) console.log(file)
  }
  await context.close()
}
await browser.close()
