import {
  type Language,
  type LocalizedText,
  PAGE_SIZE,
  PRODUCT_GALLERY_IMAGE_SIZES,
  productGridImageSizes,
  readLocalized,
  resolveMediaUrl,
  type Settings,
} from '@shop/domain'
import { heroVariables } from '@shop/domain/hero-variables'
import { productCardVariables } from '@shop/domain/product-card-variables'
import { message } from '../lib/messages'
import { type BootData, bootKeys, inlinedAnswer } from './boot-keys'
import { escapeHtml } from './escape'
import { imageSourceAttributes } from './image-sources'
import type { ShopPage } from './page-route'

/** The fields of a product the first screen draws (the API's product answer has them all). */
interface ScreenProduct {
  _id: string
  slug?: string
  sku?: string
  name: LocalizedText
  shortDescription?: LocalizedText
  images: string[]
  category?: { slug: string; name: LocalizedText } | null
}

/** The card's image size attributes, as the storefront's ProductCard gives them. */
const CARD_IMAGE_SIZE = 400

/** A grid paints at most two of its widest rows: enough to fill the first screen at every width. */
const ROWS_PAINTED = 2

function isProduct(value: unknown): value is ScreenProduct {
  const product = value as Partial<ScreenProduct> | null
  return typeof product?._id === 'string' && typeof product.name === 'object' && Array.isArray(product.images)
}

const productsOf = (value: unknown): ScreenProduct[] => (Array.isArray(value) ? value.filter(isProduct) : [])

const productHref = (product: ScreenProduct) => `/products/${encodeURIComponent(product.slug || product._id)}`

const styleOf = (variables: Record<string, string>) =>
  escapeHtml(
    Object.entries(variables)
      .map(([name, value]) => `${name}:${value}`)
      .join(';'),
  )

const plainText = (key: Parameters<typeof message>[0], language: Language, params = {}) =>
  message(key, params, language === 'en' ? 'en' : 'tr')

const text = (key: Parameters<typeof message>[0], language: Language, params = {}) =>
  escapeHtml(plainText(key, language, params))

/** Where a card's picture comes in the page's loading: the leading one (the largest paint), the first row, later. */
type Order = 'leading' | 'first-row' | 'later'

const LOADING: Record<Order, string> = {
  leading: 'loading="eager" fetchpriority="high"',
  'first-row': 'loading="eager"',
  later: 'loading="lazy" decoding="async"',
}

/**
 * A product card as the storefront draws it: the picture at the card's size (the first row's fetched at once, the
 * leading one first, the rest when scrolled to), the name linking to the product and its summary; where the price
 * and the cart button will be, their space, since the price is shown in the visitor's chosen currency, which only
 * the browser knows.
 */
function cardHtml(product: ScreenProduct, card: CardContext, order: Order): string {
  const { language, headingLevel, imageSizes } = card
  const href = productHref(product)
  const image = resolveMediaUrl(product.images[0])
  const summary = readLocalized(product.shortDescription, language)
  const loading = LOADING[order]
  const picture = image
    ? `<img src="${escapeHtml(image)}"${imageSourceAttributes(image, imageSizes)} alt="" width="${CARD_IMAGE_SIZE}" height="${CARD_IMAGE_SIZE}" ${loading}>`
    : ''
  return (
    `<li><article class="fs-card"><a class="fs-card-media" href="${escapeHtml(href)}" tabindex="-1" aria-hidden="true">${picture}</a>` +
    `<div class="fs-card-body"><h${headingLevel} class="fs-card-name"><a href="${escapeHtml(href)}">` +
    `${escapeHtml(readLocalized(product.name, language))}</a></h${headingLevel}>` +
    (summary ? `<p class="fs-card-summary">${escapeHtml(summary)}</p>` : '') +
    '<div class="fs-card-buy"></div></div></article></li>'
  )
}

/** What every card of a grid shares: the language, the title's level and the pictures' `sizes`. */
interface CardContext {
  language: Language
  headingLevel: 2 | 3
  imageSizes: string
}

function gridHtml(products: ScreenProduct[], settings: Settings, language: Language, headingLevel: 2 | 3) {
  const style = settings.ui.productCard
  const card: CardContext = { language, headingLevel, imageSizes: productGridImageSizes(style.gridColumns) }
  const painted = products.slice(0, style.gridColumns.desktop * ROWS_PAINTED)
  if (painted.length === 0) return ''
  const orderOf = (index: number): Order =>
    index === 0 ? 'leading' : index < style.gridColumns.desktop ? 'first-row' : 'later'
  const cards = painted.map((product, index) => cardHtml(product, card, orderOf(index)))
  return `<ul class="fs-grid" style="${styleOf(productCardVariables(style))}">${cards.join('')}</ul>`
}

function homeHtml(boot: BootData, settings: Settings, language: Language): string {
  const siteName = escapeHtml(readLocalized(settings.siteName, language))
  const description = readLocalized(settings.siteDescription, language)
  const featured = productsOf(inlinedAnswer(boot, bootKeys.section('featured', PAGE_SIZE.homeSection)))
  const hero =
    `<section class="fs-hero" style="${styleOf(heroVariables(settings.ui.hero))}"><div class="fs-container fs-hero-inner">` +
    `<h1 class="fs-hero-title">${siteName}</h1>` +
    (description ? `<p class="fs-hero-description">${escapeHtml(description)}</p>` : '') +
    `<div class="fs-hero-actions"><a class="fs-button" href="/products">${text('home.hero_cta_products', language)}</a>` +
    `<a class="fs-button fs-button-outline" href="/categories">${text('home.hero_cta_categories', language)}</a></div>` +
    '</div></section>'
  if (featured.length === 0) return hero
  return (
    `${hero}<div class="fs-container"><section class="fs-section"><div class="fs-section-heading">` +
    `<h2 class="fs-section-title">${text('home.featured_title', language)}</h2>` +
    `<a class="fs-section-all" href="/products?featured=true">${text('home.see_all', language)} →</a></div>` +
    `${gridHtml(featured, settings, language, 3)}</section></div>`
  )
}

/** The list pages: the heading, the filters' and sorting's space, and the first page's first rows. */
function listHtml(title: string, products: ScreenProduct[], settings: Settings, language: Language) {
  return (
    `<div class="fs-container fs-page"><h1 class="fs-page-title">${escapeHtml(title)}</h1>` +
    '<div class="fs-list"><div class="fs-list-sidebar"></div><div class="fs-list-results"><div class="fs-list-toolbar"></div>' +
    `${gridHtml(products, settings, language, 2)}</div></div></div>`
  )
}

/**
 * The list's first page, or null when it was not inlined: a list whose address sets a search or filters is read by
 * the storefront itself, under a heading of its own, so nothing is painted for it.
 */
function listedProducts(boot: BootData): ScreenProduct[] | null {
  const list = boot.queries.find((query) => query.key[0] === 'products' && query.key[1] === 'list')?.data as
    | { products?: unknown }
    | undefined
  return list ? productsOf(list.products) : null
}

function productHtml(product: ScreenProduct, language: Language): string {
  const name = escapeHtml(readLocalized(product.name, language))
  const image = resolveMediaUrl(product.images[0])
  const summary = readLocalized(product.shortDescription, language)
  const crumbs = [
    `<a href="/">${text('nav.home', language)}</a>`,
    `<a href="/products">${text('catalog.title', language)}</a>`,
    ...(product.category
      ? [
          `<a href="/category/${escapeHtml(encodeURIComponent(product.category.slug))}">${escapeHtml(readLocalized(product.category.name, language))}</a>`,
        ]
      : []),
    `<span aria-current="page">${name}</span>`,
  ]
  return (
    `<div class="fs-container fs-page"><nav class="fs-crumbs"><ol>${crumbs.map((crumb) => `<li>${crumb}</li>`).join('')}</ol></nav>` +
    '<div class="fs-product"><div class="fs-product-media">' +
    (image
      ? `<img src="${escapeHtml(image)}"${imageSourceAttributes(image, PRODUCT_GALLERY_IMAGE_SIZES)} alt="" width="${CARD_IMAGE_SIZE}" height="${CARD_IMAGE_SIZE}" fetchpriority="high">`
      : '') +
    `</div><div class="fs-product-info"><h1 class="fs-product-name">${name}</h1>` +
    (product.sku
      ? `<p class="fs-muted fs-small">${text('product_detail.sku', language, { sku: product.sku })}</p>`
      : '') +
    (summary ? `<p class="fs-muted">${escapeHtml(summary)}</p>` : '') +
    '</div></div></div>'
  )
}

/**
 * The page's first screen as HTML, from the answers inlined for it: what the storefront will draw there (home's hero
 * and featured products, a list's heading and first rows, a product's picture and name), in the visitor's language
 * and the theme's card and hero styles, styled by the shell's index.html (`.fs-*`). A phone shows the shop's
 * products, and their largest picture, before the scripts have arrived; links work without them. The shell keeps it
 * on show until the storefront's page replaces it (shell/src/features/boot). Empty for pages without one, when
 * their answers were not inlined, and while the shop is in maintenance.
 */
export function firstScreenHtml(
  page: ShopPage,
  boot: BootData,
  settings: Settings,
  language: Language,
): string {
  // In maintenance a shopper gets the maintenance page, not the shop: nothing of it is painted first.
  if (settings.maintenance.isEnabled) return ''
  const screen = screenOf(page, boot, settings, language)
  return screen ? `<div class="fs-screen">${screen}</div>` : ''
}

function screenOf(page: ShopPage, boot: BootData, settings: Settings, language: Language): string {
  switch (page.kind) {
    case 'home':
      return homeHtml(boot, settings, language)
    case 'products': {
      const products = listedProducts(boot)
      return products ? listHtml(plainText('catalog.title', language), products, settings, language) : ''
    }
    case 'category': {
      const category = inlinedAnswer(boot, bootKeys.categoryBySlug(page.slug)) as
        | { name?: LocalizedText }
        | undefined
      const products = listedProducts(boot)
      if (!category?.name || !products) return ''
      return listHtml(readLocalized(category.name, language), products, settings, language)
    }
    case 'product': {
      const detail = inlinedAnswer(boot, bootKeys.productDetail(page.idOrSlug)) as
        | { product?: unknown }
        | undefined
      return isProduct(detail?.product) ? productHtml(detail.product, language) : ''
    }
    default:
      return ''
  }
}
