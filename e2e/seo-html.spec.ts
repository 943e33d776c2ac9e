import { type APIRequestContext, expect, test } from '@playwright/test'
import { dataOf } from './support/shop-api'

/**
 * What a crawler or a link preview reads: the HTML as the worker sends it, fetched without a browser, so no script
 * of the shop runs and every tag checked here was written at the edge.
 */

type Localized = Record<string, string | undefined>

interface ListedProduct {
  slug: string
  name: Localized
  price: number
  discountPrice: number | null
  isInStock: boolean
  category: { slug: string; name: Localized } | null
}

interface PublicSettings {
  siteName: Localized
  languages: { default: string }
}

interface PageHead {
  lang: string | null
  title: string | null
  canonical: string[]
  alternates: { hreflang: string; href: string }[]
  meta: Map<string, string>
  jsonLd: Record<string, unknown>[]
}

const decode = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

const attribute = (tag: string, name: string) => {
  const value = tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]
  return value === undefined ? null : decode(value)
}

function readHead(html: string): PageHead {
  const head = html.slice(0, html.indexOf('</head>'))
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag)
  const meta = new Map<string, string>()
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const key = attribute(tag, 'name') ?? attribute(tag, 'property')
    if (key) meta.set(key, attribute(tag, 'content') ?? '')
  }
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map(([, text]) => decode(text ?? ''))
  expect(titles, 'one title').toHaveLength(1)
  return {
    lang: attribute(html.match(/<html\b[^>]*>/)?.[0] ?? '', 'lang'),
    title: titles[0] ?? null,
    canonical: links
      .filter((tag) => attribute(tag, 'rel') === 'canonical')
      .map((tag) => attribute(tag, 'href') ?? ''),
    alternates: links
      .filter((tag) => attribute(tag, 'rel') === 'alternate' && attribute(tag, 'hreflang'))
      .map((tag) => ({ hreflang: attribute(tag, 'hreflang') ?? '', href: attribute(tag, 'href') ?? '' })),
    meta,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      ([, source]) => JSON.parse(source ?? '') as Record<string, unknown>,
    ),
  }
}

async function fetchPage(request: APIRequestContext, path: string, status = 200) {
  const answer = await request.get(path)
  expect(answer.status(), path).toBe(status)
  expect(answer.headers()['content-type']).toContain('text/html')
  return readHead(await answer.text())
}

const local = (text: Localized, lang: string) => text[lang] || text.tr || ''
const paid = (product: ListedProduct) =>
  product.discountPrice !== null && product.discountPrice > 0 && product.discountPrice < product.price
    ? product.discountPrice
    : product.price

async function listedProduct(request: APIRequestContext, inStock: boolean): Promise<ListedProduct> {
  const { products } = await dataOf<{ products: ListedProduct[] }>(
    request.get(`/api/products?inStock=${inStock}&limit=5`),
  )
  const product = products.find((item) => item.category)
  if (!product) throw new Error(`the seed has no categorised product with inStock=${inStock}`)
  return product
}

for (const inStock of [true, false]) {
  test(`a product page ${inStock ? 'in' : 'out of'} stock names itself, its canonical URL and its offer in JSON-LD`, async ({
    request,
    baseURL,
  }) => {
    const { settings } = await dataOf<{ settings: PublicSettings }>(request.get('/api/settings/public'))
    const lang = settings.languages.default
    const siteName = local(settings.siteName, lang)
    const product = await listedProduct(request, inStock)
    const url = `${baseURL}/products/${product.slug}`

    const head = await fetchPage(request, `/products/${product.slug}`)
    expect(head.lang).toBe(lang)
    expect(head.title).toBe(`${local(product.name, lang)} | ${siteName}`)
    expect(head.canonical).toEqual([url])
    // A page has one URL in every language (the shopper's choice stays in the browser): no hreflang alternates.
    expect(head.alternates).toEqual([])
    expect(head.meta.get('og:type')).toBe('product')
    expect(head.meta.get('og:url')).toBe(url)
    expect(head.meta.get('og:image') ?? '').toMatch(/^https?:\/\//)

    const ld = head.jsonLd.find((item) => item['@type'] === 'Product')
    expect(ld).toMatchObject({
      name: local(product.name, lang),
      url,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'TRY',
        price: paid(product).toFixed(2),
        availability: `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`,
      },
    })
    const crumbs = head.jsonLd.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement as {
      item: string
    }[]
    expect(crumbs.map((crumb) => crumb.item)).toEqual([
      `${baseURL}/`,
      `${baseURL}/category/${product.category?.slug}`,
      url,
    ])
    expect(head.jsonLd.find((item) => item['@type'] === 'Organization')).toMatchObject({ name: siteName })
  })
}

test('a category page names itself, its canonical URL and its breadcrumb', async ({ request, baseURL }) => {
  const { settings } = await dataOf<{ settings: PublicSettings }>(request.get('/api/settings/public'))
  const lang = settings.languages.default
  const { category } = await listedProduct(request, true)
  if (!category) throw new Error('unreachable: listedProduct returns a categorised product')
  const url = `${baseURL}/category/${category.slug}`

  const head = await fetchPage(request, `/category/${category.slug}`)
  expect(head.title).toBe(`${local(category.name, lang)} | ${local(settings.siteName, lang)}`)
  expect(head.canonical).toEqual([url])
  expect(head.alternates).toEqual([])
  expect(head.meta.get('og:url')).toBe(url)
  const crumbs = head.jsonLd.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement as {
    name: string
    item: string
  }[]
  expect(crumbs.at(-1)).toMatchObject({ name: local(category.name, lang), item: url })
  expect(crumbs[0]?.item).toBe(`${baseURL}/`)
})

test('an unknown product answers 404 with noindex, and the browser still shows the not-found screen', async ({
  request,
  page,
}) => {
  const head = await fetchPage(request, '/products/boyle-bir-urun-yok', 404)
  expect(head.meta.get('robots')).toBe('noindex')
  expect(head.canonical).toEqual([])

  await page.goto('/products/boyle-bir-urun-yok')
  await expect(page.getByText('Ürün bulunamadı', { exact: true })).toBeVisible()
})

test("a fixed address of the products API shows the product's not-found screen, never a sign-in or a broken section", async ({
  request,
  page,
}) => {
  for (const slug of ['featured', 'stats']) {
    expect((await request.get(`/products/${slug}`)).status()).toBe(404)
    await page.goto(`/products/${slug}`)
    await expect(page.getByText('Ürün bulunamadı', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/products/${slug}$`))
  }
})

test('robots.txt names the sitemap, and the sitemap lists the product pages', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  const product = await listedProduct(request, true)
  const index = await (await request.get('/sitemap.xml')).text()
  const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map(([, loc]) => loc ?? '')
  expect(files).toContain(`${baseURL}/sitemaps/pages.xml`)
  const listed = await Promise.all(
    files.map(async (file) => (await request.get(new URL(file).pathname)).text()),
  )
  expect(listed.some((xml) => xml.includes(`<loc>${baseURL}/products/${product.slug}</loc>`))).toBe(true)
})
