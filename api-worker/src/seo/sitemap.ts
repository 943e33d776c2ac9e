import { loadCategoryForest } from '../db/queries/categories'
import type { Bindings } from '../env'
import { clientOf } from '../lib/database'
import { sitemapPages, sitemapProductFiles, sitemapProductsOf } from './seo-queries'
import { renderSitemapIndex, renderUrlset } from './sitemap-xml'

export const SITEMAP_INDEX_PATH = '/sitemap.xml'
const PAGES_PATH = '/sitemaps/pages.xml'
const productsPath = (file: number) => `/sitemaps/products-${file}.xml`
const PRODUCTS_PATH = /^\/sitemaps\/products-([1-9]\d{0,8})\.xml$/

/** Whether `pathname` is the sitemap index or an address under /sitemaps/, where its files are. */
export function isSitemapPath(pathname: string): boolean {
  return pathname === SITEMAP_INDEX_PATH || pathname.startsWith('/sitemaps/')
}

/**
 * The sitemap, split the way the protocol asks of a large site: `/sitemap.xml` is an index naming a file of the shop's
 * pages (home, the lists, every visible category, every published content page) and one file per range of products
 * (seo-queries.ts, sitemapProductFiles), each product with its last change. A product file without a visible product
 * answers 404, as does any other address under /sitemaps/.
 */
export async function serveSitemap(request: Request, env: Bindings): Promise<Response> {
  const { origin, pathname } = new URL(request.url)
  const db = clientOf(env.DB)
  if (pathname === SITEMAP_INDEX_PATH) {
    const files = await sitemapProductFiles(db)
    return xml(renderSitemapIndex(origin, [PAGES_PATH, ...files.map(productsPath)]))
  }
  if (pathname === PAGES_PATH) {
    const [forest, published] = await Promise.all([loadCategoryForest(db), sitemapPages(db)])
    return xml(
      renderUrlset(origin, [
        { path: '/' },
        { path: '/products' },
        { path: '/categories' },
        ...forest
          .flatten()
          .map((category) => ({ path: `/category/${category.slug}`, lastmod: category.updatedAt })),
        ...published.map((page) => ({ path: `/${page.slug}`, lastmod: page.updatedAt })),
      ]),
    )
  }
  const file = Number(PRODUCTS_PATH.exec(pathname)?.[1] ?? 0)
  const rows = file > 0 ? await sitemapProductsOf(db, file) : []
  if (rows.length === 0) return new Response('Not found', { status: 404 })
  return xml(
    renderUrlset(
      origin,
      rows.map((product) => ({ path: `/products/${product.slug}`, lastmod: product.updatedAt })),
    ),
  )
}

function xml(body: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
