import { fillPublicSettings, PAGE_SIZE, productListQuerySchema, RESERVED_PRODUCT_SLUGS } from '@shop/domain'
import type { ApiBody, ApiReader } from './api-reader'
import { BOOT_ELEMENT_ID, type BootData, type BootQuery, bootKeys, type ProductSection } from './boot-keys'
import { serializeJsonLd } from './escape'
import type { ShopPage } from './page-route'

const HOME_SECTIONS: readonly ProductSection[] = ['featured', 'discounted', 'new']

/** The list parameters the storefront reads from a query string (products/lib/list-params.ts reads a subset). */
const LIST_PARAMS = Object.keys(productListQuerySchema.shape)

type ApiRead = (path: string) => Promise<ApiBody | null>

/**
 * The answers the page's first screen asks the API for, read through the page's reader (`pageApiReader`: the API
 * itself in this isolate) and shaped the way each hook's query function shapes them. Only successful answers are
 * inlined: an error or a missing product is left to the client, which words and shows it. A list whose query string
 * sets list parameters is left to the client too (its parameters are parsed there).
 */
export async function readBootData(page: ShopPage, pageUrl: string, reader: ApiReader): Promise<BootData> {
  const read = bodiesOf(reader)
  const listIsDefault = !setsListParams(pageUrl)
  const reads: Promise<BootQuery | null | (BootQuery | null)[]>[] = frameReads(read)
  switch (page.kind) {
    case 'home':
      reads.push(...HOME_SECTIONS.map((section) => homeSection(read, section)))
      break
    case 'products':
      if (listIsDefault) reads.push(productList(read, {}))
      break
    case 'category':
      reads.push(category(read, page.slug, listIsDefault))
      break
    case 'product':
      reads.push(productDetail(read, page.idOrSlug))
      break
  }
  return collect(reads)
}

/**
 * Whether the page's first screen calls the API as it opens: a list whose query string sets list parameters (its
 * answer is not inlined, see above) and a content page (read by the client). Every other shop page renders from the
 * inlined answers, or shows a not-found screen.
 */
export function firstScreenCallsApi(page: ShopPage, pageUrl: string): boolean {
  if (page.kind === 'content') return true
  return (page.kind === 'products' || page.kind === 'category') && setsListParams(pageUrl)
}

function setsListParams(pageUrl: string): boolean {
  const { searchParams } = new URL(pageUrl)
  return LIST_PARAMS.some((name) => searchParams.has(name))
}

/**
 * The answers every page framed by the storefront's header asks for before its first render, for the shell's other
 * pages (account screens, cart): public, the same for every visitor, read without the visitor's credentials.
 */
export function readFrameBootData(reader: ApiReader): Promise<BootData> {
  return collect(frameReads(bodiesOf(reader)))
}

/**
 * The public settings alone, for the admin's pages: the shell renders its frame from them (theme, name, maintenance)
 * before the admin's screen asks for anything. Public and the same for everyone, so nothing of the admin is in the
 * page a customer could open; the admin's own data stays behind its API calls.
 */
export function readAdminBootData(reader: ApiReader): Promise<BootData> {
  return collect([publicSettings(bodiesOf(reader))])
}

/** The settings (shell and frame) and the category tree (the header's category links). */
function frameReads(read: ApiRead): Promise<BootQuery | null | (BootQuery | null)[]>[] {
  return [publicSettings(read), categoryTree(read)]
}

async function collect(reads: Promise<BootQuery | null | (BootQuery | null)[]>[]): Promise<BootData> {
  const queries = (await Promise.all(reads)).flat().filter((query): query is BootQuery => query !== null)
  return { queries }
}

/** The body of a successful answer; any other answer is left to the client, which words and shows it. */
function bodiesOf(reader: ApiReader): ApiRead {
  return async (path) => {
    const { status, body } = await reader(path)
    return status === 200 ? body : null
  }
}

async function publicSettings(read: ApiRead): Promise<BootQuery | null> {
  // As @shop/api-client's getPublicSettings, so the inlined answer is the one the browser would have made.
  const body = await read('/api/settings/public')
  const settings = body ? fillPublicSettings(body.data?.settings ?? {}) : null
  return settings ? { key: bootKeys.settings(), data: settings } : null
}

async function homeSection(read: ApiRead, section: ProductSection): Promise<BootQuery | null> {
  const limit = PAGE_SIZE.homeSection
  const body = await read(`/api/products/${section}?limit=${limit}`)
  return body ? { key: bootKeys.section(section, limit), data: body.data.products } : null
}

async function categoryTree(read: ApiRead): Promise<BootQuery | null> {
  const body = await read('/api/categories/tree')
  return body ? { key: bootKeys.categoryTree(), data: body.data.categories } : null
}

async function productDetail(read: ApiRead, idOrSlug: string): Promise<BootQuery | null> {
  // A fixed route of the products API answers there, not a product (the storefront shows its not-found screen).
  if (RESERVED_PRODUCT_SLUGS.has(idOrSlug)) return null
  const body = await read(`/api/products/${encodeURIComponent(idOrSlug)}`)
  return body ? { key: bootKeys.productDetail(idOrSlug), data: body.data } : null
}

/** The list and its facet counts for these parameters (the facets leave paging and sorting out). */
async function productList(read: ApiRead, params: Record<string, string>): Promise<(BootQuery | null)[]> {
  const query = new URLSearchParams(params).toString()
  const suffix = query ? `?${query}` : ''
  const [list, facets] = await Promise.all([
    read(`/api/products${suffix}`),
    read(`/api/products/facets${suffix}`),
  ])
  return [
    list
      ? {
          key: bootKeys.productList(params),
          data: { products: list.data.products, pagination: list.pagination },
        }
      : null,
    facets ? { key: bootKeys.productFacets(params), data: facets.data.facets } : null,
  ]
}

async function category(read: ApiRead, slug: string, withList: boolean): Promise<(BootQuery | null)[]> {
  const body = await read(`/api/categories/slug/${encodeURIComponent(slug)}`)
  if (!body) return [null]
  const found: BootQuery = { key: bootKeys.categoryBySlug(slug), data: body.data.category }
  if (!withList) return [found]
  return [found, ...(await productList(read, { category: body.data.category._id }))]
}

/** The boot data as an inert JSON script block, escaped like the JSON-LD so no value can close the element. */
export function renderBootScript(boot: BootData): string {
  if (boot.queries.length === 0) return ''
  return `<script type="application/json" id="${BOOT_ELEMENT_ID}">${serializeJsonLd(boot)}</script>`
}
