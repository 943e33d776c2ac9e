import type { Language } from '@shop/domain'
import { renderBootScript } from './boot-data'
import { paintBootFrame } from './boot-frame'
import type { BootData } from './boot-keys'
import { inLanguage } from './catalogue-files'
import { escapeHtml, serializeJsonLd } from './escape'
import type { ShopPage } from './page-route'
import { placePreloads } from './preload-placement'
import { VISITOR_LANGUAGE_VARY } from './visitor-language'

/** Everything the worker writes into a shop page's `<head>`. */
export interface PageHead {
  /** The page's language (the `lang` of `<html>`): the visitor's, which the shell starts in. */
  lang: Language
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

/** The title, meta and link tags; every value HTML-escaped. */
export function renderMetaTags(head: PageHead): string {
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
  ].join('')
}

/** The JSON-LD blocks, escaped so that no value can close its script element. */
export function renderJsonLd(head: PageHead): string {
  return head.jsonLd
    .map((item) => `<script type="application/ld+json">${serializeJsonLd(item)}</script>`)
    .join('')
}

/**
 * The shell's HTML with this page's head: the page's title and meta tags where the shell's `<title>` was (its own
 * description dropped), the JSON-LD at the end of `<head>`, `<html lang>` the page's language, and the page's
 * extras (preloads, boot data). A HEAD request gets the same status and headers without a body.
 */
/**
 * What a page adds beyond its head tags: preload links (preload-placement.ts), the boot JSON (first in body) and the
 * first paint drawn from it (boot-frame.ts).
 */
export interface PageExtras {
  preloads?: string
  boot?: BootData
  /** The page whose first screen the frame paints from the boot data. */
  page?: ShopPage
}

export function rewriteShellHtml(
  shell: Response,
  head: PageHead,
  status: number,
  method = 'GET',
  extras: PageExtras = {},
): Response {
  const headers = new Headers(shell.headers)
  // The body now depends on the database, so the asset's validators no longer describe it.
  for (const name of ['ETag', 'Last-Modified', 'Content-Length']) headers.delete(name)
  headers.set('Content-Type', 'text/html; charset=utf-8')
  headers.set('Cache-Control', 'no-cache')
  headers.append('Vary', VISITOR_LANGUAGE_VARY)
  if (method === 'HEAD') return new Response(null, { status, headers })
  let titleReplaced = false
  const boot = extras.boot ?? { queries: [] }
  const bootScript = renderBootScript(boot)
  const painted = paintBootFrame(inLanguage(new HTMLRewriter(), head.lang), boot, head.lang, {
    withShopHeader: true,
    page: extras.page,
  })
  const rewritten = placePreloads(painted, extras.preloads ?? '')
    .on('head meta[name="description"]', { element: (element) => void element.remove() })
    .on('head title', {
      element(element) {
        element.replace(renderMetaTags(head), { html: true })
        titleReplaced = true
      },
    })
    .on('head', {
      element(element) {
        element.onEndTag((end) => {
          end.before((titleReplaced ? '' : renderMetaTags(head)) + renderJsonLd(head), {
            html: true,
          })
        })
      },
    })
    .on('body', {
      element(element) {
        if (bootScript) element.prepend(bootScript, { html: true })
      },
    })
    .transform(new Response(shell.body, { headers }))
  return new Response(rewritten.body, { status, headers })
}
