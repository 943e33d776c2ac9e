import { defaultSettings, PAGE_SIZE, type Settings } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { type BootData, bootKeys } from './boot-keys'
import { firstScreenHtml } from './first-screen'

function product(sku: string, extra: Record<string, unknown> = {}) {
  return {
    _id: `id-${sku}`,
    slug: sku,
    sku: sku.toUpperCase(),
    name: { tr: `Ürün ${sku}`, en: `Product ${sku}` },
    shortDescription: { tr: `${sku} özeti`, en: `${sku} summary` },
    images: [`/media/products/${sku}.png`],
    ...extra,
  }
}

const settings: Settings = {
  ...defaultSettings(),
  siteName: { tr: 'Diş & Depo', en: 'Dental & Depot' },
  siteDescription: { tr: 'Klinik malzemeleri', en: 'Clinic supplies' },
}

const boot = (...queries: BootData['queries']): BootData => ({ queries })
const featured = (count: number) =>
  boot({
    key: bootKeys.section('featured', PAGE_SIZE.homeSection),
    data: Array.from({ length: count }, (_, index) => product(`p${index}`)),
  })
const listOf = (products: unknown[]) =>
  boot({ key: bootKeys.productList({}), data: { products, pagination: {} } })

const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag)

describe("a shop page's first screen", () => {
  it("paints home's hero and featured products in the visitor's language, linking where the storefront links", () => {
    const html = firstScreenHtml({ kind: 'home' }, featured(3), settings, 'en')
    expect(html).toContain('<h1 class="fs-hero-title">Dental &#38; Depot</h1>')
    expect(html).toContain('<p class="fs-hero-description">Clinic supplies</p>')
    expect(html).toContain('<a class="fs-button" href="/products">Explore products</a>')
    expect(html).toContain('href="/categories">Browse categories</a>')
    expect(html).toContain('<h2 class="fs-section-title">Featured products</h2>')
    expect(html).toContain('<h3 class="fs-card-name"><a href="/products/p1">Product p1</a></h3>')
    expect(html).toContain('<p class="fs-card-summary">p1 summary</p>')
    const turkish = firstScreenHtml({ kind: 'home' }, featured(1), settings, 'tr')
    expect(turkish).toContain('Ürünleri keşfedin')
    expect(turkish).toContain('Öne çıkan ürünler')
    expect(turkish).toContain('Ürün p0')
  })

  it("styles the hero and the grid from the settings, as the storefront's variables do", () => {
    const configured: Settings = {
      ...settings,
      ui: {
        ...settings.ui,
        productCard: { ...settings.ui.productCard, gridColumns: { mobile: 1, tablet: 2, desktop: 3 } },
      },
    }
    const html = firstScreenHtml({ kind: 'home' }, featured(8), configured, 'tr')
    expect(html).toContain('--grid-columns-mobile:1;--grid-columns-tablet:2;--grid-columns-desktop:3')
    expect(html).toMatch(/class="fs-hero" style="--hero-background:[^"]+"/)
    // Two of its widest rows at most: 3 columns, 6 cards.
    expect(images(html)).toHaveLength(6)
    // Each picture's copy is chosen for a card of those columns, as the storefront's grid gives it.
    for (const tag of images(html)) {
      expect(tag).toContain(
        'sizes="(min-width: 80rem) calc(80rem / 3), (min-width: 64rem) calc(100vw / 3), ' +
          '(min-width: 48rem) calc(100vw / 2), calc(100vw / 1)"',
      )
    }
    expect(images(html)[0]).toContain('srcset="/media/products/p0.png?w=400 400w, ')
  })

  it('fetches the leading picture first, the rest of the first row at once and later ones when scrolled to', () => {
    const html = firstScreenHtml({ kind: 'home' }, featured(8), settings, 'tr')
    const tags = images(html)
    expect(tags).toHaveLength(settings.ui.productCard.gridColumns.desktop * 2)
    expect(tags[0]).toContain('src="/media/products/p0.png"')
    expect(tags[0]).toContain('fetchpriority="high"')
    expect(tags.filter((tag) => tag.includes('fetchpriority'))).toHaveLength(1)
    expect(tags[1]).toContain('loading="eager"')
    expect(tags[4]).toContain('loading="lazy"')
    // The size attributes the storefront's card gives: the browser knows the shape before the picture arrives.
    for (const tag of tags) expect(tag).toContain('width="400" height="400"')
  })

  it('paints home without a product grid when nothing is featured', () => {
    const html = firstScreenHtml({ kind: 'home' }, boot(), settings, 'tr')
    expect(html).toContain('fs-hero')
    expect(html).not.toContain('fs-grid')
  })

  it("paints a list's heading and first rows, a category's under its own name", () => {
    const products = firstScreenHtml(
      { kind: 'products' },
      listOf([product('a'), product('b')]),
      settings,
      'tr',
    )
    expect(products).toContain('<h1 class="fs-page-title">Ürünler</h1>')
    expect(products).toContain('<h2 class="fs-card-name"><a href="/products/b">Ürün b</a></h2>')
    const category = firstScreenHtml(
      { kind: 'category', slug: 'egeler' },
      boot(
        { key: bootKeys.categoryBySlug('egeler'), data: { _id: 'c1', name: { tr: 'Eğeler', en: 'Files' } } },
        ...listOf([product('a')]).queries,
      ),
      settings,
      'en',
    )
    expect(category).toContain('<h1 class="fs-page-title">Files</h1>')
    expect(category).toContain('Product a')
  })

  it("paints a product's picture, name, stock code and summary under its breadcrumb", () => {
    const detail = product('ege', { category: { slug: 'egeler', name: { tr: 'Eğeler', en: 'Files' } } })
    const html = firstScreenHtml(
      { kind: 'product', idOrSlug: 'ege' },
      boot({ key: bootKeys.productDetail('ege'), data: { product: detail, related: [] } }),
      settings,
      'en',
    )
    expect(html).toContain('<a href="/category/egeler">Files</a>')
    expect(html).toContain('<span aria-current="page">Product ege</span>')
    expect(html).toContain('<h1 class="fs-product-name">Product ege</h1>')
    expect(html).toContain('SKU: EGE')
    expect(html).toContain('ege summary')
    expect(images(html)).toEqual([
      '<img src="/media/products/ege.png" srcset="/media/products/ege.png?w=400 400w, ' +
        '/media/products/ege.png?w=800 800w, /media/products/ege.png 1600w" ' +
        'sizes="(min-width: 80rem) calc(80rem / 2), (min-width: 48rem) 50vw, 100vw" alt="" width="400" height="400" ' +
        'fetchpriority="high">',
    ])
  })

  it('escapes every text and link it writes', () => {
    const hostile = product('x', {
      slug: 'a"b',
      name: { tr: '</h3><script>alert(1)</script>' },
      shortDescription: { tr: '<img src=x onerror=alert(1)>' },
      images: ['/media/"><script>.png'],
    })
    const html = firstScreenHtml({ kind: 'products' }, listOf([hostile]), settings, 'tr')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('href="/products/a%22b"')
    expect(html).toContain('srcset="/media/&#34;&#62;&#60;script&#62;.png?w=400 400w')
    expect(html).toContain('&#60;/h3&#62;&#60;script&#62;')
  })

  it('paints nothing while the shop is in maintenance: shoppers get the maintenance page instead', () => {
    const closed: Settings = { ...settings, maintenance: { ...settings.maintenance, isEnabled: true } }
    expect(firstScreenHtml({ kind: 'home' }, featured(4), closed, 'tr')).toBe('')
    expect(firstScreenHtml({ kind: 'products' }, listOf([product('a')]), closed, 'tr')).toBe('')
  })

  it('paints nothing where the answers were not inlined or the page has no first screen of its own', () => {
    expect(firstScreenHtml({ kind: 'product', idOrSlug: 'gone' }, boot(), settings, 'tr')).toBe('')
    expect(firstScreenHtml({ kind: 'category', slug: 'gone' }, listOf([product('a')]), settings, 'tr')).toBe(
      '',
    )
    expect(firstScreenHtml({ kind: 'categories' }, boot(), settings, 'tr')).toBe('')
    // A searched or filtered list is not inlined: the storefront reads it under a heading of its own.
    expect(firstScreenHtml({ kind: 'products' }, boot(), settings, 'tr')).toBe('')
    const categoryAlone = boot({ key: bootKeys.categoryBySlug('egeler'), data: { name: { tr: 'Eğeler' } } })
    expect(firstScreenHtml({ kind: 'category', slug: 'egeler' }, categoryAlone, settings, 'tr')).toBe('')
    expect(firstScreenHtml({ kind: 'content', slug: 'hakkimizda' }, boot(), settings, 'tr')).toBe('')
    // A malformed answer is skipped, not drawn half.
    expect(images(firstScreenHtml({ kind: 'products' }, listOf([{ name: 'x' }]), settings, 'tr'))).toEqual([])
  })
})
