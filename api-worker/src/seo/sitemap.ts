import { loadCategoryForest } from '../db/queries/categories'
import type { Bindings } from '../env'
import { clientOf } from '../lib/database'
import { escapeXml } from './escape'
import { sitemapRows } from './seo-queries'

interface SitemapEntry {
  path: string
  lastmod?: string
}

/**
 * `GET /sitemap.xml`: home, the lists, every visible category and product and every published content page, each
 * with its last change. One file holds up to 50,000 addresses, far above this shop's catalogue.
 */
export async function serveSitemap(request: Request, env: Bindings): Promise<Response> {
  const { origin } = new URL(request.url)
  const db = clientOf(env.DB)
  const [forest, rows] = await Promise.all([loadCategoryForest(db), sitemapRows(db)])
  const entries: SitemapEntry[] = [
    { path: '/' },
    { path: '/products' },
    { path: '/categories' },
    ...forest
      .flatten()
      .map((category) => ({ path: `/category/${category.slug}`, lastmod: category.updatedAt })),
    ...rows.products.map((product) => ({ path: `/products/${product.slug}`, lastmod: product.updatedAt })),
    ...rows.pages.map((page) => ({ path: `/${page.slug}`, lastmod: page.updatedAt })),
  ]
  return new Response(renderSitemap(origin, entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}

function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''
    return `<url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
