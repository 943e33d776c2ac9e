import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { LANGUAGE_COOKIE } from '@shop/domain'
import { beforeEach, describe, expect, it } from 'vitest'
import worker from '../src/index'
import { clearManifestCache } from '../src/seo/manifest-cache'
import { readHead } from './helpers/seo-html'
import { shellAssets } from './helpers/shell-assets'

const ORIGIN = 'https://shop.test'
const manifestPath = (remote: string) => `/remotes/${remote}-fixture/mf-manifest.json`

/** The shell's HTML as rsbuild writes it, served for every page path (the single-page fallback). */
const SHELL_HTML = `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>shell</title><script defer src="/static/js/index.1.js"></script></head><body><div id="root"></div></body></html>`

/** A remote's manifest: each exposed module with a script, a stylesheet and a catalogue chunk per language. */
function manifest(remote: string, exposed: string[]) {
  return {
    metaData: {
      remoteEntry: { name: `static/js/${remote}.js`, path: '', type: 'global' },
      publicPath: 'auto',
    },
    exposes: exposed.map((name) => ({
      name,
      path: `./${name}`,
      assets: {
        js: {
          sync: [`static/js/async/${remote}-${name}.js`],
          async: [
            `static/js/async/${remote}-lazy.js`,
            `static/js/async/messages-tr.${remote}.js`,
            `static/js/async/messages-en.${remote}.js`,
            'static/js/async/api-transport.0a1b2c3d.js',
          ],
        },
        css: { sync: [`static/css/${remote}-${name}.css`], async: [] },
      },
    })),
  }
}

/** A remote's screens.json: each screen's chunk group, with a chunk its screens share among them. */
const screensOf = (screens: string[], shared: string) =>
  Object.fromEntries(
    screens.map((screen) => [
      screen,
      [
        `static/js/async/${shared}.js`,
        `static/css/async/screen-${screen}.css`,
        `static/js/async/screen-${screen}.js`,
      ],
    ]),
  )
const ACCOUNT_SCREENS = screensOf(
  ['login', 'register', 'profile', 'orders', 'order', 'wishlist', 'checkout'],
  'forms',
)
const STOREFRONT_SCREENS = screensOf(
  ['home', 'products', 'product', 'categories', 'category', 'cart', 'page'],
  'product-grid',
)

const MANIFESTS: Record<string, unknown> = {
  [manifestPath('storefront')]: manifest('storefront', ['App', 'Header', 'Footer']),
  [manifestPath('account')]: manifest('account', ['App']),
  [manifestPath('admin')]: manifest('admin', ['App']),
  '/remotes/account-fixture/screens.json': ACCOUNT_SCREENS,
  '/remotes/storefront-fixture/screens.json': STOREFRONT_SCREENS,
}

const assets = shellAssets(SHELL_HTML, MANIFESTS)

const REMOTES = JSON.stringify({
  storefront: manifestPath('storefront'),
  account: manifestPath('account'),
  admin: manifestPath('admin'),
})

/** The preload links of a page's head, by path. */
async function preloadLinks(path: string, headers: Record<string, string> = {}) {
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { headers }),
    { ...env, ASSETS: assets, REMOTES },
    createExecutionContext(),
  )
  // A content page that does not exist (/account) is the same shell HTML with a 404.
  expect(res.headers.get('Content-Type')).toContain('text/html')
  return readHead(await res.text()).links.filter(
    (link) => link.rel === 'preload' || link.rel === 'modulepreload',
  )
}

async function preloads(path: string, headers: Record<string, string> = {}): Promise<string[]> {
  return (await preloadLinks(path, headers)).map((link) => link.href)
}

const ofRemote = (remote: string, hrefs: string[]) =>
  hrefs.filter((href) => href.includes(`/${remote}-fixture/`))

beforeEach(() => clearManifestCache())

describe("the account remote's pages", () => {
  it.each([
    ['/login', 'login'],
    ['/register', 'register'],
    ['/profile', 'profile'],
    ['/orders/42', 'order'],
    ['/checkout', 'checkout'],
  ])("%s preloads the account remote's manifest, entry, module, the %s screen and the catalogue in the visitor's language", async (path, screen) => {
    const links = await preloads(path, { 'Accept-Language': 'en-US,en;q=0.9' })
    expect(links.slice(0, 3)).toEqual(['/remotes.json', manifestPath('account'), manifestPath('storefront')])
    expect(ofRemote('account', links)).toEqual([
      manifestPath('account'),
      '/remotes/account-fixture/static/js/account.js',
      '/remotes/account-fixture/static/js/async/account-App.js',
      '/remotes/account-fixture/static/js/async/forms.js',
      `/remotes/account-fixture/static/js/async/screen-${screen}.js`,
      '/remotes/account-fixture/static/js/async/messages-en.account.js',
      '/remotes/account-fixture/static/css/account-App.css',
      `/remotes/account-fixture/static/css/async/screen-${screen}.css`,
    ])
    // The storefront's header and footer frame the screen; its routes (App) do not.
    expect(ofRemote('storefront', links)).toEqual([
      manifestPath('storefront'),
      '/remotes/storefront-fixture/static/js/storefront.js',
      '/remotes/storefront-fixture/static/js/async/storefront-Header.js',
      '/remotes/storefront-fixture/static/js/async/storefront-Footer.js',
      '/remotes/storefront-fixture/static/js/async/messages-en.storefront.js',
      '/remotes/storefront-fixture/static/css/storefront-Header.css',
      '/remotes/storefront-fixture/static/css/storefront-Footer.css',
    ])
    expect(ofRemote('admin', links)).toEqual([])
  })

  it('keeps the other preloads of a remote whose build lists no screens (an older release)', async () => {
    const screens = MANIFESTS['/remotes/account-fixture/screens.json']
    delete MANIFESTS['/remotes/account-fixture/screens.json']
    try {
      const links = ofRemote('account', await preloads('/login'))
      expect(links).toContain('/remotes/account-fixture/static/js/async/account-App.js')
      expect(links.filter((href) => href.includes('screen-'))).toEqual([])
    } finally {
      MANIFESTS['/remotes/account-fixture/screens.json'] = screens
    }
  })

  it('preloads the catalogue of the language the cookie chose, and no other', async () => {
    const links = await preloads('/login', { 'Accept-Language': 'en', Cookie: `${LANGUAGE_COOKIE}=tr` })
    expect(links.filter((href) => href.includes('messages-'))).toEqual([
      '/remotes/account-fixture/static/js/async/messages-tr.account.js',
      '/remotes/storefront-fixture/static/js/async/messages-tr.storefront.js',
    ])
  })
})

describe("the storefront's pages", () => {
  it.each([
    ['/', 'home'],
    ['/products', 'products'],
    ['/products/nitril-eldiven', 'product'],
    ['/categories', 'categories'],
    ['/category/dolgu', 'category'],
    ['/cart', 'cart'],
    ['/hakkimizda', 'page'],
  ])("%s preloads the storefront's entry, modules, the %s screen and the catalogue", async (path, screen) => {
    // A content page is read by the client as it opens, and the cart quotes its lines: their call's transport comes
    // with the page's code.
    const transport =
      screen === 'page' || screen === 'cart'
        ? ['/remotes/storefront-fixture/static/js/async/api-transport.0a1b2c3d.js']
        : []
    const links = await preloads(path, { 'Accept-Language': 'en' })
    expect(links.slice(0, 2)).toEqual(['/remotes.json', manifestPath('storefront')])
    const base = '/remotes/storefront-fixture/static/'
    expect(ofRemote('storefront', links)).toEqual([
      manifestPath('storefront'),
      `${base}js/storefront.js`,
      `${base}js/async/storefront-App.js`,
      `${base}js/async/storefront-Header.js`,
      `${base}js/async/storefront-Footer.js`,
      `${base}js/async/product-grid.js`,
      `${base}js/async/screen-${screen}.js`,
      `${base}js/async/messages-en.storefront.js`,
      `${base}css/storefront-App.css`,
      `${base}css/storefront-Header.css`,
      `${base}css/storefront-Footer.css`,
      `${base}css/async/screen-${screen}.css`,
      ...transport,
    ])
  })

  it.each([
    '/products?q=eldiven',
    '/products?page=2',
    '/category/dolgu?inStock=true',
  ])("%s (a list the client reads as it opens) preloads the storefront's API transport, last", async (path) => {
    const links = await preloadLinks(path)
    expect(links.at(-1)).toMatchObject({
      rel: 'preload',
      href: '/remotes/storefront-fixture/static/js/async/api-transport.0a1b2c3d.js',
    })
    expect(links.filter((link) => link.href.includes('api-transport'))).toHaveLength(1)
  })

  it.each([
    '/products?utm_source=mail',
    '/login',
    '/orders',
  ])('%s preloads no API transport: its first screen calls nothing as it opens, or brings its own', async (path) => {
    expect((await preloads(path)).filter((href) => href.includes('api-transport'))).toEqual([])
  })

  it.each(['/404', '/a/b/c'])('%s (the not-found screen, not lazy) preloads no screen', async (path) => {
    const links = ofRemote('storefront', await preloads(path))
    expect(links).toContain('/remotes/storefront-fixture/static/js/async/storefront-App.js')
    expect(links.filter((href) => href.includes('screen-'))).toEqual([])
  })
})

describe('the remote each preload is for', () => {
  it.each([
    '/products',
    '/login',
  ])("%s marks each remote's files with the remote, and nothing else", async (path) => {
    const links = await preloadLinks(path)
    expect(links.length).toBeGreaterThan(0)
    for (const { href, remote } of links) {
      const owner = href.match(/\/remotes\/([a-z]+)-fixture\//)?.[1] ?? null
      expect({ href, remote }).toEqual({ href, remote: owner })
    }
  })
})

describe('pages outside the account', () => {
  it.each(['/', '/products', '/cart', '/account'])('%s names no account or admin file', async (path) => {
    const links = await preloads(path)
    expect(ofRemote('storefront', links).length).toBeGreaterThan(0)
    expect(ofRemote('account', links)).toEqual([])
    expect(ofRemote('admin', links)).toEqual([])
  })

  it("/admin names no admin, account or storefront file (a customer is sent home without the admin's code)", async () => {
    const links = await preloads('/admin/products')
    expect(links.filter((href) => href.includes('-fixture/'))).toEqual([])
  })
})
