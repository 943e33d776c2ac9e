import { createServer } from 'node:http'
import { benchLighthouse } from './lighthouse.mjs'

/** A page with one heading and no scripts, styles or pictures: what Lighthouse reads on this machine for nothing. */
export const CONSTANT_PAGE =
  '<!doctype html><html lang="tr"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sabit sayfa</title></head>' +
  '<body><main><h1>Sabit sayfa</h1><p>Betik, stil ve resim yok.</p></main></body></html>'

const CONSTANT_PATH = '/__baseline/constant'
/** Where the baseline server answers a shop page without its scripts: the shop's path under this prefix. */
const WITHOUT_SCRIPTS = '/__baseline/without-scripts'

/**
 * A shop page as the worker writes it, without what runs or fetches scripts: script elements with a `src`, and the
 * preload links for scripts, stylesheets and fetched JSON. The inline styles, the first screen, its picture's
 * preload and the data blocks (JSON, JSON-LD, which never run) stay, so the page paints what a shopper first sees.
 */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*\bsrc=[^>]*>\s*<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
    .replace(/<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="(?:script|style|fetch)")[^>]*>/g, '')
}

/**
 * Serves the pages Lighthouse measures beside the shop's in the same run, on a port of their own in front of the
 * shop: the constant page (the machine's floor) and each of `paths` without its scripts (what the scripts add). Every
 * other path is passed to the shop, so the first screen's pictures load as they do on the shop itself.
 */
export async function startBaselinePages(shopBaseUrl, paths) {
  const pages = new Map([[CONSTANT_PATH, CONSTANT_PAGE]])
  for (const path of paths) {
    const answer = await fetch(`${shopBaseUrl}${path}`, { headers: { 'Accept-Language': 'tr' } })
    pages.set(`${WITHOUT_SCRIPTS}${path}`, withoutScripts(await answer.text()))
  }
  const server = createServer(async (request, response) => {
    const page = pages.get(request.url ?? '')
    if (page !== undefined) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      response.end(page)
      return
    }
    try {
      const answer = await fetch(`${shopBaseUrl}${request.url}`, {
        headers: { Accept: request.headers.accept ?? '*/*' },
      })
      const headers = Object.fromEntries(
        ['content-type', 'cache-control'].flatMap((name) => {
          const value = answer.headers.get(name)
          return value ? [[name, value]] : []
        }),
      )
      response.writeHead(answer.status, headers)
      response.end(Buffer.from(await answer.arrayBuffer()))
    } catch {
      response.writeHead(502).end()
    }
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}

/**
 * The shop's home, list and a product page, each beside itself without its scripts, and the constant page: Lighthouse
 * on all of them in the same interleaved rounds (median of 3 each), the baseline pages served in front of the shop.
 */
export async function benchShopLighthouse(shopBaseUrl, productSlug) {
  const shopPages = [
    { name: 'home', path: '/' },
    { name: 'list', path: '/products' },
    { name: 'product', path: `/products/${productSlug}` },
  ]
  const server = await startBaselinePages(
    shopBaseUrl,
    shopPages.map((page) => page.path),
  )
  try {
    const targets = [
      ...shopPages.flatMap(({ name, path }) => [
        { name, url: `${shopBaseUrl}${path}`, baseline: false },
        {
          name: `${name} without scripts`,
          url: `${server.baseUrl}${WITHOUT_SCRIPTS}${path}`,
          baseline: true,
        },
      ]),
      { name: 'constant page', url: `${server.baseUrl}${CONSTANT_PATH}`, baseline: true },
    ]
    const results = await benchLighthouse(targets)
    return {
      pages: results.filter((_, index) => !targets[index].baseline),
      baseline: results.filter((_, index) => targets[index].baseline),
    }
  } finally {
    await server.stop()
  }
}
