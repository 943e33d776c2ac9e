// Round trips to a page's first content (a product card, a name, a title) at 150 ms latency (issue 10's goal: ≤ 3).
// Chromium's own throttling (CDP Network.emulateNetworkConditions) adds the latency to every request, so each request
// that can only start after an earlier answer arrived costs one more round trip.
// Alone: `node scripts/bench/round-trips.mjs [baseUrl]`.
import { chromium } from '@playwright/test'

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run']
const LATENCY_MS = 150
/** Images, fonts and media do not hold the card back (it renders before its picture arrives). */
const SKIPPED = new Set(['Image', 'Font', 'Media'])
export const ROUND_TRIP_GOAL = 3
export const CARD = '[data-testid="product-card"]'

/**
 * The depth of the request chain before `ready`: a request is one round trip deeper than the deepest request whose
 * answer had fully arrived when it started (it could have waited for it); requests started while nothing new had
 * arrived share a depth. Only requests started before the card appeared count.
 */
export function chainDepth(requests, readyAt) {
  const before = requests.filter((request) => request.start < readyAt).sort((a, b) => a.start - b.start)
  for (const request of before) {
    const waitedFor = before.filter(
      (other) => other !== request && other.end !== undefined && other.end <= request.start,
    )
    request.depth = 1 + Math.max(0, ...waitedFor.map((other) => other.depth ?? 0))
  }
  return { depth: Math.max(0, ...before.map((request) => request.depth)), chain: before }
}

export async function measureRoundTrips(baseUrl, pages, options = {}) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  const results = []
  try {
    for (const target of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR' })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LATENCY_MS,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
      // The page notes (in this machine's clock, like the request times below) when the card first appears.
      await page.addInitScript((selector) => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector(selector)) return
          window.__cardAt = Date.now()
          observer.disconnect()
        }).observe(document, { childList: true, subtree: true })
      }, target.selector)
      const requests = new Map()
      // Chromium's own clock (seconds, monotonic) for every event; the first request's wall time converts the
      // page's Date.now() into it.
      let clock = null
      cdp.on('Network.requestWillBeSent', (event) => {
        if (!event.request.url.startsWith('http')) return
        clock ??= { monotonic: event.timestamp * 1000, wall: event.wallTime * 1000 }
        const { pathname, search } = new URL(event.request.url)
        requests.set(event.requestId, {
          path: pathname + search,
          type: event.type ?? 'Other',
          start: event.timestamp * 1000,
          picture: SKIPPED.has(event.type),
        })
      })
      // An answer counts from its first byte: the HTML's links are acted on while it still streams.
      const arrived = (event) => {
        const request = requests.get(event.requestId)
        if (!request) return
        if (request.end === undefined) request.end = event.timestamp * 1000
        // A favicon or a logo asked for by script rather than by an <img> is still a picture.
        if (event.response?.mimeType?.startsWith('image/')) request.picture = true
      }
      cdp.on('Network.responseReceived', arrived)
      cdp.on('Network.loadingFailed', arrived)
      cdp.on('Network.loadingFinished', (event) => {
        const request = requests.get(event.requestId)
        if (!request) return
        request.done = event.timestamp * 1000
        request.bytes = event.encodedDataLength
      })
      if (options.withoutHints) await page.route(`${baseUrl}${target.path}`, withoutHints)
      await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'commit' })
      await page.locator(target.selector).first().waitFor({ timeout: 30_000 })
      const cardAt = await page.evaluate(() => window.__cardAt)
      const readyAt = clock.monotonic + (cardAt - clock.wall)
      const all = [...requests.values()]
      const { depth, chain } = chainDepth(
        all.filter((request) => !request.picture),
        readyAt,
      )
      const first = Math.min(...all.map((request) => request.start))
      results.push({
        name: target.name,
        path: target.path,
        target: target.target,
        depth,
        requests: chain.length,
        chain,
        waterfall: all.filter((request) => request.start < readyAt).sort((a, b) => a.start - b.start),
        first,
        ms: Math.round(readyAt - first),
      })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}

/**
 * The page as the shell alone would load it: the worker's preload links, inlined first-screen data and painted first
 * screen taken out of the HTML (the baseline the hints are measured against, from the same build).
 */
async function withoutHints(route) {
  const response = await route.fetch()
  const html = (await response.text())
    .replace(/<link rel="(preload|stylesheet)"[^>]*(as="(fetch|script)"|data-href=)[^>]*>/g, '')
    .replace(/<script type="application\/json" id="shop-boot">.*?<\/script>/s, '')
    // The first screen is the boot frame's last child: up to where the frame and #root close.
    .replace(/<div class="fs-screen">[\s\S]*?(?=<\/div><\/div>\s*<\/body>)/, '')
  await route.fulfill({ response, body: html })
}

/**
 * Home and list to their first product card, a product page to its name, the cart to its title (an empty cart: a
 * fresh browser), the login page (account remote) to its title.
 */
export const roundTripPages = (productSlug) => [
  { name: 'home', path: '/', selector: CARD, target: 'the first product card' },
  { name: 'list', path: '/products', selector: CARD, target: 'the first product card' },
  { name: 'product', path: `/products/${productSlug}`, selector: 'main h1', target: "the product's name" },
  { name: 'cart', path: '/cart', selector: 'main h1', target: "the cart's title" },
  { name: 'login', path: '/login', selector: 'main h1', target: "the form's title" },
]

export function formatRoundTrips(results, { verbose = false } = {}) {
  const lines = []
  for (const result of results) {
    const mark = result.depth <= ROUND_TRIP_GOAL ? '✓' : '✗'
    lines.push(
      `${result.name.padEnd(8)} ${String(result.depth).padStart(2)} round trips to ${result.target} at ${LATENCY_MS} ms (${result.requests} requests, shown at ${result.ms} ms)   goal ≤ ${ROUND_TRIP_GOAL} ${mark}`,
    )
    if (verbose) {
      for (const request of result.chain) {
        const at = Math.round(request.start - result.first)
        lines.push(`    ${String(request.depth).padStart(2)}  +${String(at).padStart(5)} ms  ${request.path}`)
      }
    }
  }
  return lines.join('\n')
}

const WATERFALL_MS_PER_CHAR = 50

/**
 * The requests a page made until its first content showed, as a waterfall: each request's round trip (a picture has
 * none: it does not hold the content back), when it started, when its first byte and its last arrived (ms from the
 * first request), its size on the wire, and a bar of 50 ms a character (`-` waiting for the first byte, `=` the body).
 * A request still loading when the content showed has no end.
 */
export function formatWaterfall(result) {
  const at = (time) => (time === undefined ? undefined : Math.round(time - result.first))
  const column = (value, width) => String(value ?? '…').padStart(width)
  const lines = [
    `${result.name}: requests at ${LATENCY_MS} ms latency until ${result.target} showed (${result.ms} ms)`,
    ` trip  start  first byte   done      KB  type        bar and path`,
  ]
  for (const request of result.waterfall) {
    const [start, end] = [at(request.start), at(request.end)]
    // Under emulated latency Chromium's loadingFinished can carry an earlier time than the responseReceived it
    // delayed (seen for small answers), so an answer is never shown ending before its first byte.
    const done = request.done === undefined ? undefined : Math.max(at(request.done), end ?? 0)
    const cell = (time) => Math.floor(time / WATERFALL_MS_PER_CHAR)
    const waitEnd = end ?? result.ms
    const bodyEnd = done ?? result.ms
    const bar =
      ' '.repeat(cell(start)) +
      '-'.repeat(Math.max(1, cell(waitEnd) - cell(start))) +
      '='.repeat(Math.max(0, cell(bodyEnd) - cell(waitEnd)))
    const kb = request.bytes === undefined ? undefined : (request.bytes / 1024).toFixed(1)
    lines.push(
      `${column(request.picture ? '·' : request.depth, 5)} ${column(start, 6)} ${column(end, 11)} ${column(done, 6)} ${column(kb, 7)}  ${request.type.padEnd(10)}  ${bar} ${request.path}`,
    )
  }
  return lines.join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://localhost:8787'
  const product = (await (await fetch(`${baseUrl}/api/products?limit=1`)).json()).data.products[0]
  const pages = roundTripPages(product.slug)
  const results = await measureRoundTrips(baseUrl, pages)
  console.log(formatRoundTrips(results, { verbose: process.env.VERBOSE === '1' }))
  if (process.env.BASELINE === '1') {
    console.log('\nwithout the preload links and inlined data (the same HTML, hints taken out):')
    const bare = await measureRoundTrips(baseUrl, pages, { withoutHints: true })
    console.log(formatRoundTrips(bare, { verbose: process.env.VERBOSE === '1' }))
  }
}
