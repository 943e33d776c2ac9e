import { describe, expect, it } from 'vitest'
import { remotePreloads, screenFilesOf } from './remote-preloads'

const MANIFEST_URL = new URL('https://shop.test/remote-builds/storefront/b1/mf-manifest.json')

const manifest = (overrides: { type?: string; publicPath?: string } = {}) => ({
  metaData: {
    remoteEntry: { name: 'storefront.js', path: 'static/js', type: overrides.type ?? 'global' },
    publicPath: overrides.publicPath ?? 'auto',
  },
  exposes: [
    { path: './App', assets: { js: { sync: ['a.js', 'shared.js'] }, css: { sync: ['a.css'] } } },
    { path: './Header', assets: { js: { sync: ['shared.js', 'h.js'] }, css: { sync: [] } } },
  ],
})

describe('remotePreloads', () => {
  it('resolves the entry and each module’s first-load files beside the manifest, each once', () => {
    const links = remotePreloads(manifest(), MANIFEST_URL, ['App', 'Header'])
    const base = 'https://shop.test/remote-builds/storefront/b1/'
    const low = { fetchpriority: 'low' }
    expect(links).toEqual([
      { href: `${base}static/js/storefront.js`, rel: 'preload', as: 'script', ...low },
      { href: `${base}a.js`, rel: 'preload', as: 'script', ...low },
      { href: `${base}shared.js`, rel: 'preload', as: 'script', ...low },
      { href: `${base}h.js`, rel: 'preload', as: 'script', ...low },
      { href: `${base}a.css`, rel: 'preload', as: 'style', ...low },
    ])
  })

  it('preloads an ES-module remote as modules, from its explicit public path', () => {
    const links = remotePreloads(
      manifest({ type: 'module', publicPath: 'https://cdn.test/sf/' }),
      MANIFEST_URL,
      ['Header'],
    )
    expect(links?.map((link) => `${link.rel} ${link.href} ${link.fetchpriority}`)).toEqual([
      'modulepreload https://cdn.test/sf/static/js/storefront.js low',
      'modulepreload https://cdn.test/sf/shared.js low',
      'modulepreload https://cdn.test/sf/h.js low',
    ])
  })

  it('adds the catalogue chunk of the page’s language only, once for all modules', () => {
    const withCatalogues = manifest()
    const async = {
      async: ['static/js/async/messages-tr.1a.js', 'static/js/async/messages-en.2b.js', 'x.js'],
    }
    for (const expose of withCatalogues.exposes) Object.assign(expose.assets.js, async)
    const base = 'https://shop.test/remote-builds/storefront/b1/'
    const scripts = (language: 'tr' | 'en') =>
      remotePreloads(withCatalogues, MANIFEST_URL, ['App', 'Header'], language)
        ?.filter((link) => link.as === 'script')
        .map((link) => link.href.slice(base.length))
    expect(scripts('en')).toEqual([
      'static/js/storefront.js',
      'a.js',
      'shared.js',
      'h.js',
      'static/js/async/messages-en.2b.js',
    ])
    expect(scripts('tr')?.at(-1)).toBe('static/js/async/messages-tr.1a.js')
    expect(scripts('tr')).not.toContain('static/js/async/messages-en.2b.js')
  })

  it('gives no links for a document that is not a manifest or lacks a module the page loads', () => {
    expect(remotePreloads({ storefront: '/x' }, MANIFEST_URL, ['App'])).toBeNull()
    expect(remotePreloads('<!doctype html>', MANIFEST_URL, ['App'])).toBeNull()
    expect(remotePreloads(manifest(), MANIFEST_URL, ['App', 'Footer'])).toBeNull()
    const unsafe = { ...manifest(), metaData: { remoteEntry: { name: 'javascript:alert(1)' } } }
    expect(remotePreloads(unsafe, MANIFEST_URL, ['App'])).toBeNull()
  })

  it("adds the page's screen: its scripts after the modules' own, its stylesheets after theirs, each once", () => {
    const base = 'https://shop.test/remote-builds/storefront/b1/'
    const links = remotePreloads(manifest(), MANIFEST_URL, ['App'], undefined, [
      'shared.js',
      'static/css/async/screen-login.css',
      'static/js/async/screen-login.js',
    ])
    expect(links?.map((link) => `${link.as} ${link.href.slice(base.length)}`)).toEqual([
      'script static/js/storefront.js',
      'script a.js',
      'script shared.js',
      'script static/js/async/screen-login.js',
      'style a.css',
      'style static/css/async/screen-login.css',
    ])
  })
})

describe('screenFilesOf', () => {
  it("reads a screen's files from screens.json, and nothing from a document that is not one", () => {
    const screens = { login: ['a.js', 'b.css', 7], orders: [] }
    expect(screenFilesOf(screens, 'login')).toEqual(['a.js', 'b.css'])
    expect(screenFilesOf(screens, 'checkout')).toEqual([])
    expect(screenFilesOf(screens, undefined)).toEqual([])
    expect(screenFilesOf(null, 'login')).toEqual([])
    expect(screenFilesOf('<!doctype html>', 'login')).toEqual([])
  })
})

describe('the API transport', () => {
  it('is the last file, once for all modules, flagged for pages whose first screen calls the API', () => {
    const withTransport = manifest()
    const async = { async: ['static/js/async/api-transport.9f8e7d.js', 'static/js/async/screen-x.js'] }
    for (const expose of withTransport.exposes) Object.assign(expose.assets.js, async)
    const links = remotePreloads(withTransport, MANIFEST_URL, ['App', 'Header']) ?? []
    expect(links.filter((link) => link.forFirstCall)).toEqual([
      {
        href: 'https://shop.test/remote-builds/storefront/b1/static/js/async/api-transport.9f8e7d.js',
        rel: 'preload',
        as: 'script',
        fetchpriority: 'low',
        forFirstCall: true,
      },
    ])
    expect(links.at(-1)?.forFirstCall).toBe(true)
    expect(links.some((link) => link.href.endsWith('screen-x.js'))).toBe(false)
  })
})
