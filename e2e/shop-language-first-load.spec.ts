import { expect, test } from '@playwright/test'

/**
 * A first visit from an English browser (Accept-Language en-US, no language cookie): the worker writes the page in
 * English and preloads only the English catalogues, so the first render is English and the Turkish catalogue is never
 * downloaded; switching to Turkish then changes every text at once.
 */
test.use({ locale: 'en-US' })

/** Texts watched from the first render on: the shell's skip link and two of the storefront's footer links. */
const WATCHED = ['a[href="#main"]', 'footer a[href="/hakkimizda"]', 'footer a[href="/sik-sorulan-sorular"]']
const ENGLISH = ['Skip to content', 'About us', 'FAQ']
const TURKISH = ['İçeriğe geç', 'Hakkımızda', 'Sıkça Sorulan Sorular']
/** What an untranslated key looks like on screen (`nav.products`, `header.language`). */
const MESSAGE_KEY = /\b(nav|header|footer|app|home|language)\.[a-z_]+\b/

declare global {
  interface Window {
    __seen: (string | null)[][]
  }
}

test('an English first visit renders English from the first paint, fetches no Turkish catalogue, then switches whole', async ({
  page,
  context,
}) => {
  expect(await context.cookies()).toEqual([])
  // The watched texts at every batch of DOM changes, from the first render on.
  await page.addInitScript((selectors: string[]) => {
    window.__seen = []
    new MutationObserver(() => {
      const texts = selectors.map((selector) => document.querySelector(selector)?.textContent ?? null)
      if (texts.every((text) => text === null)) return
      if (JSON.stringify(window.__seen.at(-1)) !== JSON.stringify(texts)) window.__seen.push(texts)
    }).observe(document, { childList: true, subtree: true, characterData: true })
  }, WATCHED)
  const catalogues: string[] = []
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname
    if (/\/messages-[a-z]+\./.test(file)) catalogues.push(file)
  })

  await page.goto('/')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByLabel('Language', { exact: true })).toBeVisible()
  await expect(page.locator(WATCHED[2] as string)).toHaveText('FAQ')

  const first = await page.evaluate(() => window.__seen)
  expect(first.length).toBeGreaterThan(0)
  for (const texts of first) {
    texts.forEach((text, index) => {
      // Each watched text is absent or English, never Turkish or a key.
      if (text !== null) expect(text).toBe(ENGLISH[index])
    })
  }
  expect(first.at(-1)).toEqual(ENGLISH)
  expect((await page.locator('body').textContent()) ?? '').not.toMatch(MESSAGE_KEY)
  expect(catalogues.some((file) => file.startsWith('/static/') && file.includes('/messages-en.'))).toBe(true)
  expect(
    catalogues.some((file) => file.startsWith('/remotes/storefront/') && file.includes('/messages-en.')),
  ).toBe(true)
  expect(catalogues.filter((file) => file.includes('/messages-tr.'))).toEqual([])

  await page.evaluate(() => {
    window.__seen = []
  })
  await page.getByLabel('Language', { exact: true }).selectOption('tr')
  await expect(page.getByLabel('Dil', { exact: true })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
  for (const [index, selector] of WATCHED.entries())
    await expect(page.locator(selector)).toHaveText(TURKISH[index] as string)
  // All at once: every moment showed the watched texts all English or all Turkish, never the shell in one language
  // and the storefront in the other.
  const during = await page.evaluate(() => window.__seen)
  for (const texts of during) expect([ENGLISH, TURKISH]).toContainEqual(texts)
  expect(catalogues.filter((file) => file.includes('/messages-tr.')).length).toBeGreaterThanOrEqual(2)

  // The choice reaches the worker: the next page is written in Turkish.
  expect((await context.cookies()).find((cookie) => cookie.name === 'shop_language')?.value).toBe('tr')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
  await expect(page.locator(WATCHED[1] as string)).toHaveText('Hakkımızda')
})

test('the cart, written by the shell alone, is English too and fetches only English catalogues', async ({
  page,
}) => {
  const catalogues: string[] = []
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname
    if (/\/messages-[a-z]+\./.test(file)) catalogues.push(file)
  })
  await page.goto('/cart')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator(WATCHED[1] as string)).toHaveText('About us')
  expect(catalogues.filter((file) => file.includes('/messages-tr.'))).toEqual([])
  expect(catalogues.filter((file) => file.includes('/messages-en.')).length).toBeGreaterThanOrEqual(2)
})
