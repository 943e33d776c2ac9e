import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertCategory, insertProduct } from './helpers/catalogue'
import { insertPage } from './helpers/content'

const get = (path: string) => exports.default.fetch(`https://shop.test${path}`)

describe('/robots.txt', () => {
  it('keeps crawlers out of the admin, account, cart and checkout and names the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toContain('text/plain')
    const lines = (await res.text()).split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of [
      '/admin',
      '/profile',
      '/orders',
      '/cart',
      '/checkout',
      '/login',
      '/register',
      '/wishlist',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    expect(lines).not.toContain('Disallow: /')
    expect(lines).toContain('Sitemap: https://shop.test/sitemap.xml')
  })
})

describe('/sitemap.xml', () => {
  beforeAll(async () => {
    const root = await insertCategory(env.DB, { slug: 'map-root', name: 'Harita' })
    await insertCategory(env.DB, { slug: 'map-hidden', name: 'Gizli', isActive: false })
    await insertProduct(env.DB, {
      name: 'Haritalı',
      sku: 'MAP-ON',
      price: 5,
      categoryId: root,
      createdAt: '2026-03-04T05:06:07.000Z',
    })
    await insertProduct(env.DB, { name: 'Pasif', sku: 'MAP-OFF', price: 5, isActive: false })
    await insertPage(env.DB, {
      slug: 'map-page',
      title: 'Sayfa',
      isPublished: true,
      updatedAt: '2026-01-02T00:00:00.000Z',
    })
    await insertPage(env.DB, { slug: 'map-draft', title: 'Taslak', isPublished: false })
  })

  it('is an index naming the pages file and the products file', async () => {
    const res = await get('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toContain('application/xml')
    const xml = await res.text()
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect([...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map(([, loc]) => loc)).toEqual([
      'https://shop.test/sitemaps/pages.xml',
      'https://shop.test/sitemaps/products-1.xml',
    ])
  })

  it('lists home, the lists, visible categories and published pages in the pages file, with lastmod', async () => {
    const urls = await urlsOf('/sitemaps/pages.xml')
    const locs = urls.map(([loc]) => loc)
    for (const path of ['/', '/products', '/categories', '/category/map-root', '/map-page']) {
      expect(locs).toContain(`https://shop.test${path}`)
    }
    for (const path of ['/category/map-hidden', '/map-draft', '/products/map-on']) {
      expect(locs).not.toContain(`https://shop.test${path}`)
    }
    expect(urls).toContainEqual(['https://shop.test/map-page', '2026-01-02T00:00:00.000Z'])
    expect(urls.filter(([, lastmod]) => lastmod === undefined).map(([loc]) => loc)).toEqual([
      'https://shop.test/',
      'https://shop.test/products',
      'https://shop.test/categories',
    ])
  })

  it('lists the visible products in the products file, with lastmod', async () => {
    const urls = await urlsOf('/sitemaps/products-1.xml')
    expect(urls).toContainEqual(['https://shop.test/products/map-on', '2026-03-04T05:06:07.000Z'])
    expect(urls.map(([loc]) => loc)).not.toContain('https://shop.test/products/map-off')
  })

  it('answers 404 for a products file beyond the catalogue and any other address under /sitemaps/', async () => {
    for (const path of [
      '/sitemaps/products-2.xml',
      '/sitemaps/products-0.xml',
      '/sitemaps/products-01.xml',
      '/sitemaps/products-x.xml',
      '/sitemaps/products-1234567890.xml',
      '/sitemaps/other.xml',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      await res.body?.cancel()
    }
  })
})

/** A sitemap file's addresses with their lastmod, checked to be one. */
async function urlsOf(path: string) {
  const res = await get(path)
  expect(res.status, path).toBe(200)
  expect(res.headers.get('Content-Type')).toContain('application/xml')
  const xml = await res.text()
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
    ([, loc, lastmod]) => [loc, lastmod],
  )
}
