// The catalogue at 1,000, 10,000 and 100,000 products, on the database path (edge cache off): sequential latency of
// the list, the list in stock, a category, search terms, the header's suggestions for them and a product (one request at a time, so
// latency, not queueing), the 100k / 1k ratio, and at 10,000 the same routes under load beside the constant route,
// with the edge cache off and then on.
import { pathToFileURL } from 'node:url'
import { root } from '../lib/paths.mjs'
import { bin, run } from '../lib/run.mjs'
import { benchCatalogueFloor, formatCatalogueFloor } from './catalogue-floor.mjs'
import {
  catalogueRoutes,
  formatLoadAgainstCeiling,
  formatPagesAgainstCeiling,
  loadAgainstCeiling,
  pageRoutes,
} from './catalogue-load.mjs'
import { startShop } from './server.mjs'

/**
 * Full words, a prefix as typed, two-word queries, Turkish letters in either spelling, and narrow queries (a model
 * number, a SKU prefix). The generated catalogue has 14 product families, so a family word matches about 7% of it
 * and 'cerrahi' (two families) about 14%: broad queries, which rank and count thousands of rows. Every term finds
 * products at every size, so a ratio compares answers of the same kind: the narrow ones used to be 'braket 4217' and
 * 'GEN-0042', which name products only a catalogue of 4,200 or more holds, and compared an empty answer at 1,000
 * products with a page of them at 100,000. 'braket 117' finds 1 product at 1,000 and 8 at 100,000 (its number as a
 * prefix); 'GEN-0004' finds 100 at every size.
 */
const TERMS = ['implant', 'impl', 'kompozit dolgu', 'NiTi eğe', 'CERRAHİ', 'kılıf', 'braket 117', 'GEN-0004']
const SIZES = [1_000, 10_000, 100_000]
/** The size measured under load as well. */
const LOAD_SIZE = 10_000

export async function benchSearch({
  port,
  sizes = SIZES,
  rounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 30),
}) {
  console.log(
    `\n## Catalogue latency, edge cache off (sequential requests, ${rounds} per term, Server-Timing)\n`,
  )
  const seedSeconds = new Map()
  for (const size of sizes) {
    const seedStarted = Date.now()
    // Idempotent: a state directory kept from an earlier run already holds the products and adds none.
    await run(bin('tsx'), ['scripts/seed.ts', '--products', String(size)], {
      cwd: root,
      env: { ...process.env, STATE_DIR: stateDirOf(size) },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    seedSeconds.set(size, (Date.now() - seedStarted) / 1000)
  }
  // Every size on its own server at once, asked in turn: the growth ratios compare sizes measured in the same
  // moments, so the host's speed, which drifts here by an eighth within minutes, falls on each size alike.
  const results = await withShops(port, sizes, 'off', (shops) => measureSizes(shops, rounds))
  for (const result of results) {
    result.seedSeconds = seedSeconds.get(result.size)
    console.log(formatSize(result))
  }
  const loaded = results.find((result) => result.size === LOAD_SIZE)
  if (loaded) {
    const stateDir = stateDirOf(LOAD_SIZE)
    const label = LOAD_SIZE.toLocaleString('en')
    loaded.load = {}
    for (const [edgeCache, what] of [
      ['off', 'database'],
      ['on', 'visitors'],
    ]) {
      // With the cache on, the pages the worker writes too: what a visitor's first request costs.
      const pages = edgeCache === 'on' ? pageRoutes : async () => ({})
      loaded.load[edgeCache] = await withShop(port, stateDir, edgeCache, async (baseUrl) =>
        loadAgainstCeiling(baseUrl, { ...(await catalogueRoutes(baseUrl)), ...(await pages(baseUrl)) }),
      )
      const heading = `${label} products, edge cache ${edgeCache} (${what})`
      console.log(`${formatLoadAgainstCeiling(heading, loaded.load[edgeCache])}\n`)
      if (edgeCache === 'on') {
        const names = ['homePage', 'listPage', 'categoryPage', 'productPage']
        console.log(`${formatPagesAgainstCeiling(`${label} products, the pages`, loaded.load.on, names)}\n`)
      }
    }
    loaded.load.floor = await benchCatalogueFloor({ port, stateDir })
    console.log(
      `${formatCatalogueFloor(`${label} products, the database path's floor`, loaded.load.floor, loaded.load.off.list)}\n`,
    )
  }
  console.log(formatGrowth(results))
  return results
}

const stateDirOf = (size) => `${root}.wrangler/bench-search-${size}`

function withShop(port, stateDir, edgeCache, work) {
  return withShopsAt([{ port, stateDir }], edgeCache, ([shop]) => work(shop.baseUrl))
}

/** One shop per size, on consecutive ports from `port`, all running while `work` measures them. */
function withShops(port, sizes, edgeCache, work) {
  const places = sizes.map((size, index) => ({ size, port: port + index, stateDir: stateDirOf(size) }))
  return withShopsAt(places, edgeCache, work)
}

async function withShopsAt(places, edgeCache, work) {
  for (const { port } of places) await assertPortFree(port)
  const shops = []
  try {
    for (const place of places) {
      const shop = await startShop({
        port: place.port,
        stateDir: place.stateDir,
        skipBuild: true,
        env: { EDGE_CACHE: edgeCache },
      })
      shops.push({ ...place, ...shop })
    }
    return await work(shops)
  } finally {
    for (const shop of shops) shop.stop()
    for (const shop of shops) await waitForPortFree(shop.baseUrl)
  }
}

/** latency(100k) / latency(1k) for the list, a category and search: issue 10 asks ≤ 1.3. */
function formatGrowth(results) {
  const small = results.find((r) => r.size === SIZES[0])
  const large = results.find((r) => r.size === SIZES[SIZES.length - 1])
  if (!small || !large) return ''
  const lines = [
    `### Growth: latency at ${large.size.toLocaleString('en')} / at ${small.size.toLocaleString('en')} (goal ≤ 1.3)`,
    '',
  ]
  for (const name of [
    'list',
    'inStock',
    'category',
    'search',
    'suggest',
    'detail',
    'filterFacets',
    'facets',
  ]) {
    const p50 = large[name].p50 / small[name].p50
    const db = large[name].dbP50 / Math.max(small[name].dbP50, 1)
    const verdict = p50 <= 1.3 ? '✓' : '✗'
    lines.push(`  ${name.padEnd(10)} p50 ${p50.toFixed(2)}×   db p50 ${db.toFixed(2)}×   ${verdict}`)
  }
  lines.push(
    `  search db p95 at ${large.size.toLocaleString('en')}: ${large.search.dbP95.toFixed(1)} ms (goal ≤ 10 ms) ${large.search.dbP95 <= 10 ? '✓' : '✗'}`,
  )
  return `${lines.join('\n')}\n`
}

const ROUTES = ['list', 'inStock', 'category', 'detail', 'search', 'suggest', 'facets', 'filterFacets']

/** What each route asks of one shop: one URL, or one per search term (or filter) taken in turn. */
async function routeUrls(baseUrl) {
  const { list, inStock, category, detail } = await catalogueRoutes(baseUrl)
  const slug = encodeURIComponent(new URL(category).searchParams.get('category') ?? '')
  return {
    list: [list],
    inStock: [inStock],
    category: [category],
    detail: [detail],
    search: TERMS.map((term) => `${baseUrl}/api/products?limit=20&q=${encodeURIComponent(term)}`),
    // What the header asks while a shopper types: the same terms, as typed so far.
    suggest: TERMS.map((term) => `${baseUrl}/api/products/suggest?q=${encodeURIComponent(term)}`),
    // What the search page asks beside its results: the counts of its filters, its newest matches grouped by category.
    facets: TERMS.map((term) => `${baseUrl}/api/products/facets?q=${encodeURIComponent(term)}`),
    // What the list asks beside its page once a shopper ticks filters (no words, no price bound).
    filterFacets: filterFacetQueries(slug).map((query) => `${baseUrl}/api/products/facets?${query}`),
  }
}

/**
 * Every route of every shop, one request at a time, interleaved so that a slow moment of the machine hits every route
 * alike and each has as many samples. The sizes take turns round by round (a round is a few hundred milliseconds), so
 * the host's drift falls on each size alike while each server answers a run of requests warm.
 */
async function measureSizes(shops, rounds) {
  const measured = await Promise.all(
    shops.map(async (shop) => ({
      size: shop.size,
      urls: await routeUrls(shop.baseUrl),
      samples: Object.fromEntries(ROUTES.map((route) => [route, []])),
      perTerm: new Map(TERMS.map((term) => [term, []])),
    })),
  )
  for (const { urls } of measured)
    for (const url of Object.values(urls).flat()) for (let i = 0; i < 3; i++) await timed(url) // warm-up

  for (let round = 0; round < rounds; round++) {
    for (const shop of turnOrder(measured, round)) {
      for (const [index, term] of TERMS.entries()) {
        for (const route of ROUTES) {
          const urls = shop.urls[route]
          const sample = await timed(urls[index % urls.length])
          shop.samples[route].push(sample)
          if (route === 'search') shop.perTerm.get(term).push(sample)
        }
      }
    }
  }
  return measured.map(({ size, samples, perTerm }) => ({
    size,
    ...Object.fromEntries(ROUTES.map((route) => [route, summary(samples[route])])),
    terms: Object.fromEntries(
      [...perTerm].map(([term, own]) => [term, { ...summary(own), hits: own[0]?.total ?? 0 }]),
    ),
  }))
}

/** Who goes first in a round: the sizes in order on even rounds, in reverse on odd ones. */
export function turnOrder(shops, round) {
  return round % 2 === 0 ? shops : [...shops].reverse()
}

function summary(samples) {
  const times = samples.map((s) => s.ms)
  const db = samples.map((s) => s.db)
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    dbP50: percentile(db, 50),
    dbP95: percentile(db, 95),
    count: samples.length,
  }
}

/** The filters shoppers tick on a list, alone and together, in a category and across the shop. */
function filterFacetQueries(categorySlug) {
  return [
    'inStock=true',
    'sale=true',
    'inStock=true&sale=true',
    'featured=true',
    'inStock=false',
    `category=${categorySlug}`,
    `category=${categorySlug}&inStock=true`,
    'featured=true&inStock=true',
  ]
}

async function timed(url) {
  const started = performance.now()
  const response = await fetch(url)
  const body = await response.json()
  const ms = performance.now() - started
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  const db = Number(
    /(?:^|,)\s*db;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN,
  )
  return { ms, db, total: body.pagination?.total ?? 0 }
}

function percentile(values, p) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

const ms = (value) => `${value.toFixed(1).padStart(6)} ms`

function formatSize({
  size,
  list,
  inStock,
  category,
  detail,
  search,
  suggest,
  facets,
  filterFacets,
  terms,
  seedSeconds,
}) {
  const row = (label, figures) =>
    `${label.padEnd(36)} p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}   db p50 ${ms(figures.dbP50)}  db p95 ${ms(figures.dbP95)}`
  const lines = [
    `### ${size.toLocaleString('en')} products (seeded or checked in ${seedSeconds.toFixed(0)} s)`,
    '',
    row('GET /api/products?limit=20', list),
    row('GET /api/products?inStock=true', inStock),
    row('GET /api/products?category=…', category),
    row('GET /api/products/:slug', detail),
    `${'GET /api/products?q=… (all terms)'.padEnd(36)} p50 ${ms(search.p50)}  p95 ${ms(search.p95)}   db p50 ${ms(search.dbP50)}  db p95 ${ms(search.dbP95)}`,
    row('GET /api/products/suggest?q=…', suggest),
    row('GET /api/products/facets?inStock…', filterFacets),
    row('GET /api/products/facets?q=…', facets),
    `ratio search / list: ${(search.p50 / list.p50).toFixed(2)}x p50, ${(search.p95 / list.p95).toFixed(2)}x p95`,
    '',
  ]
  for (const [term, figures] of Object.entries(terms)) {
    lines.push(
      `  q=${JSON.stringify(term).padEnd(18)} ${String(figures.hits).padStart(6)} hits   p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}   db p50 ${ms(figures.dbP50)}${figures.hits === 0 ? '   finds nothing: its growth ratio would compare an empty answer' : ''}`,
    )
  }
  return `${lines.join('\n')}\n`
}

/** Another server on the port (an e2e run, say) would answer for ours and measure the wrong database. */
async function assertPortFree(port) {
  const answered = await fetch(`http://localhost:${port}/api/ping`).then(
    () => true,
    () => false,
  )
  if (answered) throw new Error(`port ${port} is taken; set BENCH_PORT to a free one`)
}

/** The next size's server takes the same port; wait until this one has let it go. */
async function waitForPortFree(baseUrl) {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    try {
      await fetch(`${baseUrl}/api/ping`)
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

// `node scripts/bench/search.mjs` runs this section alone (the front ends must have been built once, e.g. by
// `npm start`, since the worker serves them beside the API).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchSearch({ port: Number(process.env.BENCH_PORT ?? 8889) }).catch((error) => {
    console.error(`✗ ${error.stack ?? error.message}`)
    process.exit(1)
  })
}
