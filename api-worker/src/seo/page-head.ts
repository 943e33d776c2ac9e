import { escapeHtml, serializeJsonLd } from './escape'

/** Everything the worker writes into a shop page's `<head>`. */
export interface PageHead {
  /** The page's language (the `lang` of `<html>`). */
  lang: string
  /** The whole document title, site name included. */
  title: string
  description: string
  /** Absolute URL. */
  canonical: string
  /** Absolute URL or ''. */
  image: string
  ogType: 'website' | 'product'
  siteName: string
  /** Pages that must not be indexed (not found). */
  noindex: boolean
  /** schema.org objects, each written to its own JSON-LD block. */
  jsonLd: object[]
}

/** The tags for the end of `<head>`; every value escaped (attributes as HTML, JSON-LD so it cannot close its script). */
export function renderHeadTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}">` : ''
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.noindex ? '' : `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...head.jsonLd.map((item) => `<script type="application/ld+json">${serializeJsonLd(item)}</script>`),
  ]
    .filter(Boolean)
    .join('')
}

/**
 * The shell's HTML with this page's head: the shell's own `<title>` and description are dropped and the page's tags
 * appended to `<head>`; `<html lang>` is the page's language.
 */
export function rewriteShellHtml(shell: Response, head: PageHead, status: number): Response {
  const headers = new Headers(shell.headers)
  // The body now depends on the database, so the asset's validators no longer describe it.
  for (const name of ['ETag', 'Last-Modified', 'Content-Length']) headers.delete(name)
  headers.set('Content-Type', 'text/html; charset=utf-8')
  headers.set('Cache-Control', 'no-cache')
  const rewritten = new HTMLRewriter()
    .on('html', { element: (element) => void element.setAttribute('lang', head.lang) })
    .on('head title', { element: (element) => void element.remove() })
    .on('head meta[name="description"]', { element: (element) => void element.remove() })
    .on('head', { element: (element) => void element.append(renderHeadTags(head), { html: true }) })
    .transform(new Response(shell.body, { headers }))
  return new Response(rewritten.body, { status, headers })
}
