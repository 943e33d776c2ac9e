import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import worker from '../src/index'
import { SESSION_COOKIE } from '../src/lib/session-cookie'
import { clearManifestCache } from '../src/seo/manifest-cache'
import { createCategory, uniqueSlug } from './helpers/admin-categories'
import { clearAllSettings } from './helpers/admin-settings'
import { call } from './helpers/api'
import { shellAssets } from './helpers/shell-assets'
import { adminToken, userWithRole } from './helpers/staff'

const ORIGIN = 'https://shop.test'

/** The shell's HTML as rsbuild writes it, served for every screen path (the asset store's single-page fallback). */
const SHELL_HTML = `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>shell</title><script defer src="/static/js/index.1.js"></script></head><body><div id="root"></div></body></html>`

const assets = shellAssets(SHELL_HTML)

interface BootQuery {
  key: unknown[]
  data: unknown
}

/** A screen's HTML through the whole worker, as the browser gets it. */
async function page(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { headers }),
    { ...env, ASSETS: assets },
    createExecutionContext(),
  )
  expect(res.status).toBe(200)
  expect(res.headers.get('Content-Type')).toContain('text/html')
  return res
}

/** The inlined answers, read the way the shell reads them (JSON.parse of the element's text); [] without a block. */
async function bootQueries(path: string, headers: Record<string, string> = {}): Promise<BootQuery[]> {
  const html = await (await page(path, headers)).text()
  const blocks = [...html.matchAll(/<script type="application\/json" id="shop-boot">([\s\S]*?)<\/script>/g)]
  expect(blocks.length).toBeLessThanOrEqual(1)
  return blocks[0] ? JSON.parse(blocks[0][1] ?? '').queries : []
}

const dataUnder = (queries: BootQuery[], key: unknown[]) =>
  queries.find((query) => JSON.stringify(query.key) === JSON.stringify(key))?.data

async function apiData<T>(path: string): Promise<T> {
  const { status, body } = await call<T>(path)
  expect(status).toBe(200)
  return body.data
}

beforeEach(async () => {
  clearManifestCache()
  await clearAllSettings()
})

describe("the shell's other pages carry the frame's public answers", () => {
  it.each([
    '/login',
    '/register',
    '/profile',
    '/orders',
    '/wishlist',
    '/checkout',
    '/cart',
  ])('%s inlines the public settings and the category tree as the API answers them, and nothing else', async (path) => {
    await createCategory(await adminToken(), { slug: uniqueSlug('boot-frame') })
    const queries = await bootQueries(path)
    expect(queries.map((query) => query.key)).toEqual([
      ['settings', 'public'],
      ['categories', 'tree'],
    ])
    const tree = await apiData<{ categories: unknown[] }>('/categories/tree')
    expect(tree.categories.length).toBeGreaterThan(0)
    expect(dataUnder(queries, ['categories', 'tree'])).toEqual(tree.categories)
    const settings = await apiData<{ settings: { siteName: unknown } }>('/settings/public')
    expect((dataUnder(queries, ['settings', 'public']) as { siteName: unknown }).siteName).toEqual(
      settings.settings.siteName,
    )
  })

  it('stays a document the browser asks for again every time', async () => {
    const res = await page('/login')
    expect(res.headers.get('Cache-Control')).toBe('no-cache')
    expect(res.headers.get('ETag')).toBeNull()
  })

  it('inlines the same public answers for a signed-in customer: nothing of theirs, whose screens fetch it with their session', async () => {
    const customer = await userWithRole('user')
    const token = await customer.token()
    const signedIn = await bootQueries('/profile', {
      Authorization: `Bearer ${token}`,
      Cookie: `${SESSION_COOKIE}=${token}`,
    })
    expect(signedIn).toEqual(await bootQueries('/profile'))
    expect(JSON.stringify(signedIn)).not.toContain(customer.email)
  })

  it.each([
    '/admin',
    '/admin/products',
  ])("%s inlines the public settings alone, the same for a customer and for staff (no category tree, nothing of the admin's)", async (path) => {
    const queries = await bootQueries(path)
    expect(queries.map((query) => query.key)).toEqual([['settings', 'public']])
    const settings = await apiData<{ settings: { siteName: unknown } }>('/settings/public')
    expect((dataUnder(queries, ['settings', 'public']) as { siteName: unknown }).siteName).toEqual(
      settings.settings.siteName,
    )
    const token = await adminToken()
    expect(
      await bootQueries(path, { Authorization: `Bearer ${token}`, Cookie: `${SESSION_COOKIE}=${token}` }),
    ).toEqual(queries)
  })
})

describe('after a staff write', () => {
  it('the next /login carries the changed setting, though the edge cached the one before', async () => {
    const siteNameOf = async (path: string) =>
      JSON.stringify(
        (dataUnder(await bootQueries(path), ['settings', 'public']) as { siteName: unknown }).siteName,
      )
    const token = await adminToken()
    const before = await siteNameOf('/login')
    expect(before).not.toContain('Önyükleme Deposu')
    // Twice: the second answer comes from the edge cache, which the write must not leave standing.
    expect(await siteNameOf('/login')).toBe(before)
    const put = await call('/settings', {
      method: 'PUT',
      body: { siteName: { tr: 'Önyükleme Deposu', en: 'Boot Depot' } },
      token,
    })
    expect(put.status).toBe(200)
    expect(await siteNameOf('/login')).toContain('Önyükleme Deposu')
    expect(await siteNameOf('/cart')).toContain('Önyükleme Deposu')
  })

  it('the next /cart carries a category added after the edge cached the tree', async () => {
    const token = await adminToken()
    const slugsOf = async (path: string) =>
      JSON.stringify(dataUnder(await bootQueries(path), ['categories', 'tree']) ?? null)
    const slug = uniqueSlug('boot-new')
    await slugsOf('/cart')
    expect(await slugsOf('/cart')).not.toContain(slug)
    await createCategory(token, { slug })
    expect(await slugsOf('/cart')).toContain(slug)
    expect(await slugsOf('/login')).toContain(slug)
  })
})

describe("a screen's HTML", () => {
  it('is the shell kept in the isolate: the asset store is asked once for every screen, and still for anything else', async () => {
    const asked: string[] = []
    const counted = {
      fetch: (input: RequestInfo | URL) => {
        asked.push(new URL(input instanceof Request ? input.url : input).pathname)
        return assets.fetch(input as Request)
      },
    } as typeof env.ASSETS
    const visit = async (path: string, method = 'GET') => {
      const res = await worker.fetch(
        new Request(`${ORIGIN}${path}`, { method }),
        { ...env, ASSETS: counted },
        createExecutionContext(),
      )
      await res.text()
      return res
    }
    for (const path of ['/cart', '/login', '/admin/products', '/orders/SP-1']) {
      const res = await visit(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('Content-Type')).toContain('text/html')
    }
    // The remotes' manifests the preloads read are asked for (and kept) on their own.
    const pages = () => asked.filter((path) => !path.startsWith('/remotes/'))
    expect(pages()).toEqual(['/'])
    await visit('/mf-manifest.json')
    await visit('/cart', 'HEAD')
    expect(pages()).toEqual(['/', '/mf-manifest.json', '/cart'])
  })
})
