import {
  type CategoryDetail,
  type Language,
  type PageDto,
  type ProductDto,
  RESERVED_PRODUCT_SLUGS,
  readLocalized,
  resolveMediaUrl,
  type Settings,
} from '@shop/domain'
import { builtInPageOf, storedPageSlugOf } from '@shop/domain/content-routes'
import type { Bindings } from '../env'
import type { ApiBody, ApiReader } from './api-reader'
import { plainText } from './escape'
import { breadcrumbLd, organizationLd, productLd } from './json-ld'
import { seoLabel } from './labels'
import type { PageHead } from './page-head'
import type { ShopPage } from './page-route'
import { pageSettings } from './site-settings'
import { visitorLanguage } from './visitor-language'

export interface ResolvedHead {
  head: PageHead
  status: 200 | 404
}

/** What every page of the shop shares: the language, site name, default description and image, the Organization. */
interface Site {
  settings: Settings
  /** The language of the head's texts: the shop's default. */
  lang: Language
  /** The page's `<html lang>`: the visitor's language, which the shell starts in. */
  visitorLang: Language
  origin: string
  name: string
}

/**
 * The head of a shop page: the settings (once per visitor-cache generation, `pageSettings`) and at most one more read,
 * the product, the category or the content page, through the page's API reader: the edge-cached answer the first
 * screen's data reads too (`readBootData`), so a page makes no D1 round trip of its own.
 * The head's texts are in the shop's default language: a page's URL is the same in every language, so a crawler
 * reads one title and description per URL whatever it sends. `<html lang>` is the visitor's language (cookie, then
 * Accept-Language, then the default: `visitorLanguage`), the one the shell starts in and whose catalogue the page
 * preloads; a visitor or crawler that names no language gets the default.
 */
export async function resolvePageHead(
  env: Bindings,
  read: ApiReader,
  page: ShopPage,
  origin: string,
  visitor?: Request,
): Promise<ResolvedHead> {
  const siteRead = readSite(env, origin, visitor)
  switch (page.kind) {
    case 'product':
      return productHead(read, siteRead, page.idOrSlug)
    case 'category':
      return categoryHead(read, siteRead, page.slug)
    case 'content':
      return contentHead(read, siteRead, page.slug)
  }
  const site = await siteRead
  const { settings, lang } = site
  switch (page.kind) {
    case 'home':
      return found(site, { title: readLocalized(settings.seo.metaTitle, lang) || site.name, path: '/' })
    case 'products':
      return found(site, { title: titled(site, seoLabel('catalog.title', lang)), path: '/products' })
    case 'categories':
      return found(site, {
        title: titled(site, seoLabel('categories.title', lang)),
        description: seoLabel('categories.meta_description', lang, { siteName: site.name }),
        path: '/categories',
      })
    case 'not-found':
      return notFound(site, 'not_found.title')
  }
}

async function readSite(env: Bindings, origin: string, visitor?: Request): Promise<Site> {
  const settings = await pageSettings(env)
  const lang = settings.languages.default
  const visitorLang = visitor ? visitorLanguage(visitor, settings) : lang
  return { settings, lang, visitorLang, origin, name: readLocalized(settings.siteName, lang) }
}

/**
 * The `data` of a public API answer the head is written from, or null when the API names no such thing: a 4xx, as
 * for `/products/stats`, which is the address of a staff route there. A failure of the API itself throws, as a failed
 * D1 read does: the page is not written as a 404 while the database is unreachable.
 */
async function apiData(read: ApiReader, path: string): Promise<ApiBody | null> {
  const { status, body } = await read(path)
  if (status === 200 && body?.data) return body.data
  if (status >= 400 && status < 500) return null
  throw new Error(`the page's head: ${path} answered ${status}`)
}

async function productHead(
  read: ApiReader,
  siteRead: Promise<Site>,
  idOrSlug: string,
): Promise<ResolvedHead> {
  const answer = `/api/products/${encodeURIComponent(idOrSlug)}`
  const [site, data] = await Promise.all([
    siteRead,
    RESERVED_PRODUCT_SLUGS.has(idOrSlug) ? null : apiData(read, answer),
  ])
  const product: ProductDto | undefined = data?.product
  if (!product) return notFound(site, 'product_detail.not_found_title')
  const path = `/products/${encodeURIComponent(product.slug)}`
  const url = site.origin + path
  const name = readLocalized(product.name, site.lang)
  const crumbs = [home(site)]
  if (product.category) {
    crumbs.push({
      name: readLocalized(product.category.name, site.lang),
      url: `${site.origin}/category/${encodeURIComponent(product.category.slug)}`,
    })
  }
  crumbs.push({ name, url })
  return found(site, {
    title: titled(site, name),
    description:
      readLocalized(product.shortDescription, site.lang) ||
      plainText(readLocalized(product.description, site.lang)),
    path,
    image: product.images[0],
    ogType: 'product',
    jsonLd: [productLd(product, url, site.origin, site.lang), breadcrumbLd(crumbs)],
  })
}

async function categoryHead(read: ApiReader, siteRead: Promise<Site>, slug: string): Promise<ResolvedHead> {
  const path = `/api/categories/slug/${encodeURIComponent(slug)}`
  const [site, data] = await Promise.all([siteRead, apiData(read, path)])
  const category: CategoryDetail | undefined = data?.category
  if (!category) return notFound(site, 'category.not_found_title')
  const { ancestors } = category
  const crumbUrl = (crumbSlug: string) => `${site.origin}/category/${encodeURIComponent(crumbSlug)}`
  const name = readLocalized(category.name, site.lang)
  const crumbs = [
    home(site),
    ...ancestors.map((item) => ({ name: readLocalized(item.name, site.lang), url: crumbUrl(item.slug) })),
    { name, url: crumbUrl(category.slug) },
  ]
  return found(site, {
    title: titled(site, name),
    description: plainText(readLocalized(category.description, site.lang)),
    path: `/category/${encodeURIComponent(category.slug)}`,
    image: category.image ?? undefined,
    jsonLd: [breadcrumbLd(crumbs)],
  })
}

/**
 * A content route: the page stored under its slug (an English route reads the Turkish page, whose address is then
 * the canonical one), else its built-in page, which the storefront shows in its place: a real page, kept out of
 * search results, as its text is the same in every shop. Any other slug is not found.
 */
async function contentHead(read: ApiReader, siteRead: Promise<Site>, slug: string): Promise<ResolvedHead> {
  const stored = storedPageSlugOf(slug)
  const [site, data] = await Promise.all([
    siteRead,
    apiData(read, `/api/pages/${encodeURIComponent(stored)}`),
  ])
  const page: PageDto | undefined = data?.page
  if (!page) return builtInHead(site, slug) ?? notFound(site, 'not_found.title')
  const title = readLocalized(page.title, site.lang)
  return found(site, {
    title: titled(site, title),
    description: plainText(readLocalized(page.content, site.lang)),
    path: `/${page.slug}`,
    jsonLd: [breadcrumbLd([home(site), { name: title, url: `${site.origin}/${page.slug}` }])],
  })
}

function builtInHead(site: Site, slug: string): ResolvedHead | null {
  const builtIn = builtInPageOf(slug)
  if (!builtIn) return null
  const result = found(site, {
    title: titled(site, seoLabel(`placeholder.${builtIn}_title`, site.lang)),
    path: `/${slug}`,
  })
  return { ...result, head: { ...result.head, noindex: true, jsonLd: [] } }
}

interface PageFacts {
  title: string
  description?: string
  path: string
  image?: string
  ogType?: PageHead['ogType']
  jsonLd?: object[]
}

function found(site: Site, facts: PageFacts): ResolvedHead {
  const { settings, lang, origin } = site
  const image = facts.image || settings.seo.ogImage || settings.logoUrl
  return {
    status: 200,
    head: {
      lang: site.visitorLang,
      title: facts.title,
      description:
        facts.description ||
        readLocalized(settings.seo.metaDescription, lang) ||
        readLocalized(settings.siteDescription, lang),
      canonical: origin + facts.path,
      image: resolveMediaUrl(image, origin),
      ogType: facts.ogType ?? 'website',
      siteName: site.name,
      noindex: false,
      jsonLd: [...(facts.jsonLd ?? []), organizationLd(settings, origin, lang)],
    },
  }
}

/** The storefront renders its own not-found screen; the answer says 404 and asks not to be indexed. */
function notFound(
  site: Site,
  titleKey: 'not_found.title' | 'product_detail.not_found_title' | 'category.not_found_title',
) {
  const result = found(site, {
    title: titled(site, seoLabel(titleKey, site.lang)),
    description: seoLabel('not_found.description', site.lang),
    path: '/404',
  })
  return { status: 404 as const, head: { ...result.head, noindex: true, jsonLd: [] } }
}

const titled = (site: Site, title: string) => (title ? `${title} | ${site.name}` : site.name)

const home = (site: Site) => ({ name: seoLabel('nav.home', site.lang), url: `${site.origin}/` })
