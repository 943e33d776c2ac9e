import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { LANGUAGE_COOKIE } from '@shop/domain'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import worker from '../src/index'
import { clearManifestCache } from '../src/seo/manifest-cache'
import { readHead } from './helpers/seo-html'

const ORIGIN = 'https://shop.test'
const MANIFEST = '/remotes/lang-fixture/mf-manifest.json'

/** The shell's HTML as rsbuild writes it: its async chunks preloaded, its catalogue chunk in each language among them. */
const SHELL_HTML = `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>shell</title><script defer src="/static/js/index.1.js"></script><link href="/static/js/async/a.2.js" rel="preload" as="script"><link href="/static/js/async/messages-en.3e.js" rel="preload" as="script"><link href="/static/js/async/messages-tr.4t.js" rel="preload" as="script"></head><body><div id="root"></div></body></html>`

/** A storefront manifest whose modules load their catalogue on demand, one chunk per language. */
const catalogues = ['static/js/async/messages-tr.5t.js', 'static/js/async/messages-en.6e.js']
const expose = (name: string) => ({
  name,
  path: `./${name}`,
  assets: {
    js: { sync: [`static/js/async/${name}.js`], async: ['static/js/async/lazy.js', ...catalogues] },
    css: { sync: [], async: [] },
  },
})
const MANIFEST_BODY = {
  metaData: {
    remoteEntry: { name: 'static/js/storefront.js', path: '', type: 'global' },
    publicPath: 'auto',
  },
  exposes: ['App', 'Header', 'Footer'].map(expose),
}

/** The asset store with that shell and that storefront build. */
const assets = {
  fetch(input: RequestInfo | URL) {
    const { pathname } = new URL(input instanceof Request ? input.url : input)
    if (pathname === MANIFEST) return Response.json(MANIFEST_BODY)
    // The single-page fallback: the shell's HTML for every page path.
    if (['/', '/index.html', '/cart', '/admin/products'].includes(pathname))
      return new Response(SHELL_HTML, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    return env.ASSETS.fetch(input)
  },
} as typeof env.ASSETS

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { headers }),
    { ...env, ASSETS: assets, REMOTES: JSON.stringify({ storefront: MANIFEST }) },
    createExecutionContext(),
  )
  expect(res.status).toBe(200)
  const html = await res.text()
  const head = readHead(html)
  const catalogueLinks = head.links
    .filter((link) => /messages-/.test(link.href))
    .map((link) => link.href)
    .sort()
  return { res, head, catalogueLinks }
}

async function setLanguages(value: { default: string; supported: string[] }) {
  await env.DB.prepare(
    `INSERT INTO settings ("group", value) VALUES ('languages', ?) ON CONFLICT("group") DO UPDATE SET value = excluded.value`,
  )
    .bind(JSON.stringify(value))
    .run()
}

beforeEach(() => clearManifestCache())
afterEach(() => setLanguages({ default: 'tr', supported: ['tr', 'en'] }))

describe("a shop page in its visitor's language", () => {
  it('follows Accept-Language on a first visit: <html lang> and the English catalogue of the shell and the storefront', async () => {
    const { head, catalogueLinks } = await page('/', { 'Accept-Language': 'en-US,en;q=0.9,tr;q=0.5' })
    expect(head.lang).toBe('en')
    expect(catalogueLinks).toEqual([
      '/remotes/lang-fixture/static/js/async/messages-en.6e.js',
      '/static/js/async/messages-en.3e.js',
    ])
  })

  it('lets the cookie of a stored choice beat Accept-Language', async () => {
    const { head, catalogueLinks } = await page('/products', {
      'Accept-Language': 'en-US,en;q=0.9',
      Cookie: `theme=dark; ${LANGUAGE_COOKIE}=tr`,
    })
    expect(head.lang).toBe('tr')
    expect(catalogueLinks).toEqual([
      '/remotes/lang-fixture/static/js/async/messages-tr.5t.js',
      '/static/js/async/messages-tr.4t.js',
    ])
  })

  it("gives the shop's default language to a visitor who names none it offers", async () => {
    expect((await page('/', { 'Accept-Language': 'ja-JP' })).head.lang).toBe('tr')
    expect((await page('/')).catalogueLinks).toEqual([
      '/remotes/lang-fixture/static/js/async/messages-tr.5t.js',
      '/static/js/async/messages-tr.4t.js',
    ])
    await setLanguages({ default: 'en', supported: ['tr', 'en'] })
    const english = await page('/', { 'Accept-Language': 'ja-JP', Cookie: `${LANGUAGE_COOKIE}=de` })
    expect(english.head.lang).toBe('en')
    expect(english.catalogueLinks.every((href) => href.includes('messages-en.'))).toBe(true)
  })

  it('keeps the head a crawler reads in the default language, one URL per page, and says what it varies by', async () => {
    const { res, head } = await page('/categories', { 'Accept-Language': 'en' })
    const turkish = await page('/categories')
    expect(head.lang).toBe('en')
    expect(head.titles).toEqual(turkish.head.titles)
    expect(head.links.filter((link) => link.rel === 'canonical')).toEqual(
      turkish.head.links.filter((link) => link.rel === 'canonical'),
    )
    expect(head.links.some((link) => link.rel === 'alternate')).toBe(false)
    expect(res.headers.get('Vary')).toContain('Cookie')
    expect(res.headers.get('Vary')).toContain('Accept-Language')
  })
})

describe("the shell's other pages (the single-page fallback)", () => {
  it("are written in the visitor's language too, with only that shell catalogue preloaded", async () => {
    const english = await page('/cart', { 'Accept-Language': 'en-GB,en;q=0.8' })
    expect(english.head.lang).toBe('en')
    // The storefront renders the cart page's header and footer; the admin's screens have none of its modules.
    expect(english.catalogueLinks).toEqual([
      '/remotes/lang-fixture/static/js/async/messages-en.6e.js',
      '/static/js/async/messages-en.3e.js',
    ])
    expect(english.res.headers.get('ETag')).toBeNull()
    expect(english.res.headers.get('Vary')).toContain('Accept-Language')
    const chosen = await page('/admin/products', {
      'Accept-Language': 'en-GB',
      Cookie: `${LANGUAGE_COOKIE}=tr`,
    })
    expect(chosen.head.lang).toBe('tr')
    expect(chosen.catalogueLinks).toEqual(['/static/js/async/messages-tr.4t.js'])
  })
})
