import { escapeXml } from './escape'

export interface SitemapEntry {
  path: string
  lastmod?: string
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

const lastmodOf = (entry: SitemapEntry) =>
  entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''

/** A sitemap file: one `<url>` per address, absolute under `origin`. */
export function renderUrlset(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `<url><loc>${escapeXml(origin + entry.path)}</loc>${lastmodOf(entry)}</url>`,
  )
  return [XML_DECLARATION, `<urlset xmlns="${NAMESPACE}">`, ...urls, '</urlset>', ''].join('\n')
}

/** A sitemap index: one `<sitemap>` per file, absolute under `origin`. */
export function renderSitemapIndex(origin: string, paths: string[]): string {
  const files = paths.map((path) => `<sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`)
  return [XML_DECLARATION, `<sitemapindex xmlns="${NAMESPACE}">`, ...files, '</sitemapindex>', ''].join('\n')
}
