import { expect, type Page, test } from '@playwright/test'
import { ACCOUNT_ROUTES, STOREFRONT_ROUTES } from '@shop/domain/page-routes'

/**
 * A module two lazy chunks need is moved into a chunk of its own instead of a copy in each (packages/build-config
 * split-chunks.ts). Read from each app's chunk registry (`self.chunk_<app>`, where every loaded chunk pushes its module
 * table), so it holds whatever the chunks are named. Nothing is repeated now: the storefront's exposed modules and
 * the screens sharing their modules take them from one `frame` chunk, and React's JSX runtime sits with React in
 * the shell's small singletons. 18 KB of source were repeated on /products at first, then about 4 KB (price rules,
 * image sources, category keys kept by the list's screen beside the frame's copy).
 */
const REPEATED_SOURCE_LIMIT = 1_000

async function repeatedModules(page: Page): Promise<{ ids: string[]; sourceLength: number }> {
  return page.evaluate(() => {
    const ids: string[] = []
    let sourceLength = 0
    for (const registry of Object.keys(self).filter((key) => key.startsWith('chunk_'))) {
      const seen = new Set<string>()
      const entries =
        (self as unknown as Record<string, [unknown, Record<string, unknown>][]>)[registry] ?? []
      for (const [, modules] of entries) {
        for (const [id, factory] of Object.entries(modules ?? {})) {
          if (seen.has(id)) {
            ids.push(`${registry}:${id}`)
            sourceLength += String(factory).length
          }
          seen.add(id)
        }
      }
    }
    return { ids, sourceLength }
  })
}

/** Paths of the scripts a page asks for from now on. */
function scriptsAskedFor(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

/** A remote's screen chunks among scripts. */
const screensOf = (remote: string, scripts: string[]) =>
  scripts.filter(
    (path) => path.startsWith(`/remotes/${remote}/`) && /\/screen-[a-z-]+\.[0-9a-f]+\.js$/.test(path),
  )

/** The product list, once its cards show and nothing more is downloading: its HTML and the scripts it asked for. */
async function openProductList(page: Page): Promise<{ html: string; scripts: string[] }> {
  const scripts = scriptsAskedFor(page)
  const html = (await (await page.goto('/products'))?.text()) ?? ''
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  return { html, scripts }
}

async function registries(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(self).filter((key) => key.startsWith('chunk_')))
}

test('the login page downloads the modules of the shell, the storefront and the account remote once, and no other account screen', async ({
  page,
}) => {
  const scripts = scriptsAskedFor(page)
  const html = await (await page.goto('/login'))?.text()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await registries(page)).toEqual(expect.arrayContaining(['chunk_shell', 'chunk_account']))
  const repeated = await repeatedModules(page)
  expect(repeated.sourceLength, `repeated: ${repeated.ids.join(', ')}`).toBeLessThan(REPEATED_SOURCE_LIMIT)

  // The login screen is its own chunk, asked for by the page's HTML; the other account screens are not downloaded.
  const accountScreens = screensOf('account', scripts)
  expect(accountScreens).toEqual([expect.stringMatching(/\/screen-login\.[0-9a-f]+\.js$/)])
  expect(html).toContain(`href="${accountScreens[0]}"`)
})

test('the account and storefront builds name a chunk group for every screen their routes render', async ({
  request,
}) => {
  const built = async (remote: string) =>
    Object.keys(await (await request.get(`/remotes/${remote}/screens.json`)).json()).sort()
  expect(await built('account')).toEqual(ACCOUNT_ROUTES.map((route) => route.screen).sort())
  expect(await built('storefront')).toEqual(
    STOREFRONT_ROUTES.flatMap((route) => (route.screen ? [route.screen] : [])).sort(),
  )
})

/** Sources of every module the page's apps have loaded. */
async function loadedModuleSources(page: Page, app?: string): Promise<string> {
  return page.evaluate(
    (only) =>
      Object.keys(self)
        .filter((key) => key.startsWith('chunk_') && (!only || key === `chunk_${only}`))
        .flatMap((registry) =>
          ((self as unknown as Record<string, [unknown, Record<string, unknown>][]>)[registry] ?? []).flatMap(
            ([, modules]) => Object.values(modules ?? {}).map(String),
          ),
        )
        .join('\n'),
    app,
  )
}

/**
 * Each file a page preloads is one more request the browser dispatches in its navigation task: the storefront's
 * exposed modules share one `frame` chunk, and the shell's small singletons one file (build-config split-chunks.ts).
 * The list asked for 29 scripts before (14 of them the storefront's).
 */
const SHOP_PAGE_SCRIPTS_LIMIT = 20

// One page load, five questions about what it downloaded.
test("a shop page's first load: each module once, no order or address call, the shell's own texts only", async ({
  page,
}) => {
  const { html, scripts } = await openProductList(page)
  expect(await registries(page)).toEqual(expect.arrayContaining(['chunk_shell', 'chunk_storefront']))

  await test.step("the list's own screen, asked for by the page's HTML, and no other storefront screen", async () => {
    const screens = screensOf('storefront', scripts)
    expect(screens).toEqual([expect.stringMatching(/\/screen-products\.[0-9a-f]+\.js$/)])
    expect(html).toContain(`href="${screens[0]}"`)
  })

  await test.step('the storefront frame and the small singletons each come as one file', async () => {
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(SHOP_PAGE_SCRIPTS_LIMIT)
    expect(scripts).toContainEqual(expect.stringMatching(/^\/remotes\/storefront\/.*\/frame\.[0-9a-f]+\.js$/))
    expect(scripts).toContainEqual(
      expect.stringMatching(/^\/static\/js\/.*\/small-singletons\.[0-9a-f]+\.js$/),
    )
  })

  await test.step('the modules of the shell and the storefront come once', async () => {
    const repeated = await repeatedModules(page)
    expect(repeated.sourceLength, `repeated: ${repeated.ids.join(', ')}`).toBeLessThan(REPEATED_SOURCE_LIMIT)
  })

  await test.step('none of the order or address calls, which only the account pages and the cart make', async () => {
    const sources = await loadedModuleSources(page)
    expect(sources.includes('wishlist')).toBe(true) // the wishlist toggle's calls are there
    const calls = ['Idempotency-Key', 'my-orders', 'addresses']
    expect(calls.filter((call) => sources.includes(call))).toEqual([])
  })

  await test.step("none of the router's server-side cookie code (build-config server-only-modules.ts)", async () => {
    const sources = await loadedModuleSources(page)
    // Names are minified, so each library is known by a text of its own: the router's is there, the cookie ones not.
    expect(sources.includes('url-search-params')).toBe(true)
    const markers = ['argument name is invalid', 'set-cookie-parser']
    expect(markers.filter((marker) => sources.includes(marker))).toEqual([])
  })

  await test.step("the shell's own texts only; the shop's come once, with the storefront", async () => {
    const shell = await loadedModuleSources(page, 'shell')
    const storefront = await loadedModuleSources(page, 'storefront')
    // remote.retry is the frame's (packages/i18n messages/frame); the others are storefront and account texts.
    expect(shell.includes('remote.retry')).toBe(true)
    expect(
      ['home.featured_title', 'product.add_to_cart', 'auth.login_success'].filter((key) =>
        shell.includes(key),
      ),
    ).toEqual([])
    expect(storefront.includes('home.featured_title')).toBe(true)
  })
})
