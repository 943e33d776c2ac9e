import { env, exports } from 'cloudflare:workers'
import { drizzle } from 'drizzle-orm/d1'
import { beforeAll, describe, expect, it } from 'vitest'
import { settings } from '../src/db/schema'
import { clearAllSettings } from './helpers/admin-settings'
import { insertCategory, insertProduct } from './helpers/catalogue'
import { insertPage } from './helpers/content'
import { jsonLdOfType, readHead } from './helpers/seo-html'

const ORIGIN = 'https://shop.test'
const getPage = (path: string) => exports.default.fetch(`${ORIGIN}${path}`)

async function pageHead(path: string, status = 200) {
  const res = await getPage(path)
  expect(res.status).toBe(status)
  expect(res.headers.get('Content-Type')).toContain('text/html')
  const html = await res.text()
  // Still the shell: the storefront renders the page (or its not-found screen) from the same document.
  expect(html).toContain('<div id="root"></div>')
  return readHead(html)
}

let fileSetId = ''

beforeAll(async () => {
  await clearAllSettings()
  await drizzle(env.DB)
    .insert(settings)
    .values([
      { group: 'siteName', value: { tr: 'Dental Depo', en: 'Dental Store' } },
      { group: 'logoUrl', value: '/media/settings/logo.png' },
      { group: 'contactInfo', value: { email: 'destek@dental.test', phone: '+90 212 555 00 00' } },
    ])
  const root = await insertCategory(env.DB, { slug: 'seo-endodonti', name: 'Endodonti' })
  const child = await insertCategory(env.DB, { slug: 'seo-egeler', name: 'Eğeler', parentId: root })
  fileSetId = await insertProduct(env.DB, {
    name: 'Eğe Seti',
    sku: 'SEO-EGE-1',
    price: 1250,
    discountPrice: 999.9,
    stock: 4,
    categoryId: child,
    shortDescription: { tr: 'Nikel titanyum eğe seti', en: 'Nickel titanium files' },
  })
  await insertProduct(env.DB, {
    name: 'Tükenen Ayna',
    sku: 'SEO-AYNA-0',
    price: 80,
    stock: 0,
    categoryId: root,
  })
  await insertProduct(env.DB, {
    name: '</script><script>alert("x")</script> & "Ayna"',
    sku: 'SEO-HOSTILE',
    price: 10,
    shortDescription: { tr: '<img src=x onerror=alert(1)>' },
  })
  await insertPage(env.DB, {
    slug: 'hizmet-sartlari',
    title: 'Satış Sözleşmesi',
    content: '<p>Siparişler WhatsApp ile onaylanır.</p>',
    isPublished: true,
  })
  await insertPage(env.DB, {
    slug: 'seo-hakkimizda',
    title: 'Hakkımızda',
    content: '<p>Biz <b>kimiz</b>?</p>',
    isPublished: true,
  })
})

describe('a product page', () => {
  it('carries its title, description, canonical and Open Graph in Turkish', async () => {
    const head = await pageHead('/products/seo-ege-1')
    expect(head.lang).toBe('tr')
    expect(head.titles).toEqual(['Eğe Seti | Dental Depo'])
    expect(head.meta.get('description')).toBe('Nikel titanyum eğe seti')
    expect(head.links.filter((link) => link.rel === 'canonical').map((link) => link.href)).toEqual([
      `${ORIGIN}/products/seo-ege-1`,
    ])
    expect(head.meta.get('og:type')).toBe('product')
    expect(head.meta.get('og:title')).toBe('Eğe Seti | Dental Depo')
    expect(head.meta.get('og:url')).toBe(`${ORIGIN}/products/seo-ege-1`)
    expect(head.meta.get('og:image')).toBe(`${ORIGIN}/media/products/seo-ege-1.png`)
    expect(head.meta.has('robots')).toBe(false)
    // One URL per page whatever the language, so there is no alternate to name.
    expect(head.links.some((link) => link.rel === 'alternate')).toBe(false)
  })

  it('names the slug as canonical when reached by id', async () => {
    const head = await pageHead(`/products/${fileSetId}`)
    expect(head.links.find((link) => link.rel === 'canonical')?.href).toBe(`${ORIGIN}/products/seo-ege-1`)
  })

  it('describes the product, its offer and its place in the catalogue in JSON-LD', async () => {
    const head = await pageHead('/products/seo-ege-1')
    expect(jsonLdOfType(head, 'Product')).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Eğe Seti',
      sku: 'SEO-EGE-1',
      image: [`${ORIGIN}/media/products/seo-ege-1.png`],
      offers: {
        '@type': 'Offer',
        priceCurrency: 'TRY',
        price: '999.90',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/products/seo-ege-1`,
      },
    })
    const crumbs = jsonLdOfType(head, 'BreadcrumbList')?.itemListElement as { name: string; item: string }[]
    expect(crumbs.map((crumb) => [crumb.name, crumb.item])).toEqual([
      ['Ana Sayfa', `${ORIGIN}/`],
      ['Eğeler', `${ORIGIN}/category/seo-egeler`],
      ['Eğe Seti', `${ORIGIN}/products/seo-ege-1`],
    ])
    expect(jsonLdOfType(head, 'Organization')).toMatchObject({
      name: 'Dental Depo',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/media/settings/logo.png`,
      email: 'destek@dental.test',
      telephone: '+90 212 555 00 00',
    })
  })

  it('offers a product with no stock as out of stock at its price', async () => {
    const offer = jsonLdOfType(await pageHead('/products/seo-ayna-0'), 'Product')?.offers
    expect(offer).toMatchObject({ price: '80.00', availability: 'https://schema.org/OutOfStock' })
  })

  it('keeps a hostile product name inside its text: escaped in the head, \\u003c in JSON-LD', async () => {
    const res = await getPage('/products/seo-hostile')
    const html = await res.text()
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<img src=x')
    const head = readHead(html)
    expect(head.titles).toEqual(['</script><script>alert("x")</script> & "Ayna" | Dental Depo'])
    expect(head.meta.get('description')).toBe('<img src=x onerror=alert(1)>')
    const source = head.jsonLdSources.find((text) => text.includes('"Product"')) ?? ''
    expect(source).toContain('\\u003c/script\\u003e')
    expect(source).not.toMatch(/<\/?script/i)
    expect(jsonLdOfType(head, 'Product')?.name).toBe('</script><script>alert("x")</script> & "Ayna"')
  })

  it('is a document under the page policy: JSON-LD is a data block, no inline script is allowed', async () => {
    const res = await getPage('/products/seo-ege-1')
    const policy = res.headers.get('Content-Security-Policy') ?? ''
    const scriptSources = policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? ''
    expect(scriptSources).toContain("'self'")
    expect(scriptSources).not.toContain('unsafe-inline')
    expect(res.headers.get('ETag')).toBeNull()
  })

  it('answers 404 with noindex for an unknown slug, still the shell', async () => {
    const head = await pageHead('/products/yok-boyle-bir-urun', 404)
    expect(head.meta.get('robots')).toBe('noindex')
    expect(head.titles).toEqual(['Ürün bulunamadı | Dental Depo'])
    expect(head.links.some((link) => link.rel === 'canonical')).toBe(false)
    expect(head.jsonLd).toEqual([])
  })

  it("answers 404 for a fixed address of the products API, without inlining that route's answer as a product", async () => {
    for (const slug of ['featured', 'stats', 'facets']) {
      const res = await getPage(`/products/${slug}`)
      expect(res.status, slug).toBe(404)
      const html = await res.text()
      expect(readHead(html).titles).toEqual(['Ürün bulunamadı | Dental Depo'])
      expect(html).not.toContain(`"detail","${slug}"`)
    }
  })
})

describe('a HEAD request', () => {
  it('gets the status and headers of the page without a body', async () => {
    const known = await exports.default.fetch(`${ORIGIN}/products/seo-ege-1`, { method: 'HEAD' })
    expect(known.status).toBe(200)
    expect(known.headers.get('Content-Type')).toContain('text/html')
    expect(await known.text()).toBe('')
    const unknown = await exports.default.fetch(`${ORIGIN}/products/yok-boyle-bir-urun`, { method: 'HEAD' })
    expect(unknown.status).toBe(404)
  })
})

describe('a category page', () => {
  it('carries its title, description, canonical, Open Graph and breadcrumb', async () => {
    const head = await pageHead('/category/seo-egeler')
    expect(head.titles).toEqual(['Eğeler | Dental Depo'])
    expect(head.meta.get('description')).toBe('Eğeler kategorisi')
    expect(head.links.find((link) => link.rel === 'canonical')?.href).toBe(`${ORIGIN}/category/seo-egeler`)
    expect(head.meta.get('og:type')).toBe('website')
    expect(head.meta.get('og:image')).toBe(`${ORIGIN}/media/categories/seo-egeler.png`)
    const crumbs = jsonLdOfType(head, 'BreadcrumbList')?.itemListElement as {
      name: string
      position: number
    }[]
    expect(crumbs.map((crumb) => `${crumb.position}:${crumb.name}`)).toEqual([
      '1:Ana Sayfa',
      '2:Endodonti',
      '3:Eğeler',
    ])
    expect(jsonLdOfType(head, 'Organization')).toBeDefined()
  })

  it('answers 404 with noindex for an unknown slug', async () => {
    const head = await pageHead('/category/yok-boyle-kategori', 404)
    expect(head.meta.get('robots')).toBe('noindex')
    expect(head.titles).toEqual(['Kategori bulunamadı | Dental Depo'])
  })
})

describe('other shop pages', () => {
  it('home: the site name, the shop as Organization', async () => {
    const head = await pageHead('/')
    expect(head.titles).toEqual(['Dental Depo'])
    expect(head.links.find((link) => link.rel === 'canonical')?.href).toBe(`${ORIGIN}/`)
    expect(jsonLdOfType(head, 'Organization')?.name).toBe('Dental Depo')
  })

  it('a published content page: its title and text as description; a missing one is a 404', async () => {
    const head = await pageHead('/seo-hakkimizda')
    expect(head.titles).toEqual(['Hakkımızda | Dental Depo'])
    expect(head.meta.get('description')).toBe('Biz kimiz?')
    expect((await pageHead('/seo-yok', 404)).meta.get('robots')).toBe('noindex')
  })

  it('an English content route: the Turkish page it shows, whose address is the canonical one', async () => {
    const head = await pageHead('/terms')
    expect(head.titles).toEqual(['Satış Sözleşmesi | Dental Depo'])
    expect(head.meta.get('description')).toBe('Siparişler WhatsApp ile onaylanır.')
    expect(head.links.find((link) => link.rel === 'canonical')?.href).toBe(`${ORIGIN}/hizmet-sartlari`)
  })

  it('a route with a built-in page and no stored one: the built-in page, found but not indexed', async () => {
    for (const [path, title] of [
      ['/about', 'Hakkımızda | Dental Depo'],
      ['/sik-sorulan-sorular', 'Sıkça Sorulan Sorular | Dental Depo'],
    ] as const) {
      const head = await pageHead(path)
      expect(head.titles, path).toEqual([title])
      expect(head.meta.get('robots'), path).toBe('noindex')
    }
  })

  it('the lists and /404', async () => {
    expect((await pageHead('/products')).titles).toEqual(['Ürünler | Dental Depo'])
    expect((await pageHead('/categories')).titles).toEqual(['Tüm kategoriler | Dental Depo'])
    expect((await pageHead('/404', 404)).meta.get('robots')).toBe('noindex')
  })

  it('answers 404 with noindex where no route of the shop leads, at any depth', async () => {
    for (const path of ['/nope/x', '/this-does-not-exist/deeper', '/products/a/b', '/orders/abc/def']) {
      const head = await pageHead(path, 404)
      expect(head.meta.get('robots'), path).toBe('noindex')
      expect(head.titles, path).toEqual(['Sayfa bulunamadı | Dental Depo'])
    }
  })

  it('leaves account and admin screens as the plain shell', async () => {
    for (const path of ['/profile', '/admin/products', '/orders/abc']) {
      const res = await getPage(path)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('<title>fixture shell</title>')
    }
  })
})
