// The catalogue at 1,000, 10,000 and 100,000 products, on the database path (edge cache off): sequential latency of
// the list, the list in stock, a category, search terms, the header's suggestions for them and a product (one request at a time, so
// latency, not queueing), the 100k / 1k ratio, and at 10,000 the same routes under load beside the constant route,
// with the edge cache off and then on.
import { pathToFileURL } from 'node:url'
import { root } from '../lib/paths.mjs'
import { bin, run } from '../lib/run.mjs'
import { benchCatalogueFloor, formatCatalogueFloor } from './catalogue-floor.mjs'
import { catalogueRoutes, formatLoadAgainstCeiling, loadAgainstCeiling } from './catalogue-load.mjs'
import { startShop } from './server.mjs'

/**
 * Full words, a prefix as typed, two-word queries, Turkish letters in either spelling, and narrow queries (a model
 * number, a SKU prefix). The generated catalogue has 14 product families, so a family word matches about 7% of it
 * and 'cerrahi' (two families) about 14%: broad queries, which rank and count thousands of rows.
 */
const TERMS = ['implant', 'impl', 'kompozit dolgu', 'NiTi eğe', 'CERRAHİ', 'kılıf', 'braket 4217', 'GEN-0042']
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
  const results = []
  for (const size of sizes) {
    const stateDir = `${root}.wrangler/bench-search-${size}`
    const seedStarted = Date.now()
    // Idempotent: a state directory kept from an earlier run already holds the products and adds none.
    await run(bin('tsx'), ['scripts/seed.ts', '--products', String(size)], {
      cwd: root,
      env: { ...process.env, STATE_DIR: stateDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    const seedSeconds = (Date.now() - seedStarted) / 1000
    const result = await withShop(port, stateDir, 'off', async (baseUrl) => {
      const measured = await measureSize(baseUrl, size, rounds)
      if (size === LOAD_SIZE)
        measured.load = { off: await loadAgainstCeiling(baseUrl, await catalogueRoutes(baseUrl)) }
      return measured
    })
    if (size === LOAD_SIZE) {
      result.load.on = await withShop(port, stateDir, 'on', async (baseUrl) =>
        loadAgainstCeiling(baseUrl, await catalogueRoutes(baseUrl)),
      )
      result.load.floor = await benchCatalogueFloor({ port, stateDir })
    }
    result.seedSeconds = seedSeconds
    results.push(result)
    console.log(formatSize(result))
    if (result.load) {
      console.log(
        `${formatLoadAgainstCeiling(`${size.toLocaleString('en')} products, edge cache off (database)`, result.load.off)}\n`,
      )
      console.log(
        `${formatLoadAgainstCeiling(`${size.toLocaleString('en')} products, edge cache on (visitors)`, result.load.on)}\n`,
      )
      console.log(
        `${formatCatalogueFloor(`${size.toLocaleString('en')} products, the database path's floor`, result.load.floor, result.load.off.list)}\n`,
      )
    }
  }
  console.log(formatGrowth(results))
  return results
}

async function withShop(port, stateDir, edgeCache, work) {
  await assertPortFree(port)
  const shop = await startShop({ port, stateDir, skipBuild: true, env: { EDGE_CACHE: edgeCache } })
  try {
    return await work(shop.baseUrl)
  } finally {
    shop.stop()
    await waitForPortFree(shop.baseUrl)
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
    // The facets of a search count every match by category: in proportion to the matches, not held to the goal.
    const verdict = name === 'facets' ? '(search facets, reported)' : p50 <= 1.3 ? '✓' : '✗'
    lines.push(`  ${name.padEnd(10)} p50 ${p50.toFixed(2)}×   db p50 ${db.toFixed(2)}×   ${verdict}`)
  }
  lines.push(
    `  search db p95 at ${large.size.toLocaleString('en')}: ${large.search.dbP95.toFixed(1)} ms (goal ≤ 10 ms) ${large.search.dbP95 <= 10 ? '✓' : '✗'}`,
  )
  return `${lines.join('\n')}\n`
}

async function measureSize(baseUrl, size, rounds) {
  const { list, inStock, category, detail } = await catalogueRoutes(baseUrl)
  const searches = TERMS.map((term) => `${baseUrl}/api/products?limit=20&q=${encodeURIComponent(term)}`)
  // What the header asks while a shopper types: the same terms, as typed so far.
  const suggestions = TERMS.map((term) => `${baseUrl}/api/products/suggest?q=${encodeURIComponent(term)}`)
  // What the search page asks beside its results: the counts of its filters, which group every match by category.
  const facets = TERMS.map((term) => `${baseUrl}/api/products/facets?q=${encodeURIComponent(term)}`)
  // What the list asks beside its page once a shopper ticks filters (no words, no price bound).
  const slug = encodeURIComponent(new URL(category).searchParams.get('category') ?? '')
  const filterFacets = filterFacetQueries(slug).map((query) => `${baseUrl}/api/products/facets?${query}`)
  for (const url of [
    list,
    inStock,
    category,
    detail,
    ...searches,
    ...suggestions,
    ...facets,
    ...filterFacets,
  ])
    for (let i = 0; i < 3; i++) await timed(url) // warm-up

  const listSamples = []
  const inStockSamples = []
  const categorySamples = []
  const detailSamples = []
  const searchSamples = []
  const suggestSamples = []
  const facetsSamples = []
  const filterFacetsSamples = []
  const perTerm = new Map(TERMS.map((term) => [term, []]))
  // Interleaved, so a slow moment of the machine hits every route alike and each has as many samples.
  for (let round = 0; round < rounds; round++) {
    for (const [index, url] of searches.entries()) {
      listSamples.push(await timed(list))
      inStockSamples.push(await timed(inStock))
      categorySamples.push(await timed(category))
      detailSamples.push(await timed(detail))
      const sample = await timed(url)
      searchSamples.push(sample)
      perTerm.get(TERMS[index]).push(sample)
      suggestSamples.push(await timed(suggestions[index]))
      facetsSamples.push(await timed(facets[index]))
      filterFacetsSamples.push(await timed(filterFacets[index % filterFacets.length]))
    }
  }
  const summary = (samples) => ({
    p50: percentile(
      samples.map((s) => s.ms),
      50,
    ),
    p95: percentile(
      samples.map((s) => s.ms),
      95,
    ),
    dbP50: percentile(
      samples.map((s) => s.db),
      50,
    ),
    dbP95: percentile(
      samples.map((s) => s.db),
      95,
    ),
    count: samples.length,
  })
  return {
    size,
    list: summary(listSamples),
    inStock: summary(inStockSamples),
    category: summary(categorySamples),
    detail: summary(detailSamples),
    search: summary(searchSamples),
    suggest: summary(suggestSamples),
    facets: summary(facetsSamples),
    filterFacets: summary(filterFacetsSamples),
    terms: Object.fromEntries(
      [...perTerm].map(([term, samples]) => [term, { ...summary(samples), hits: samples[0]?.total ?? 0 }]),
    ),
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
      `  q=${JSON.stringify(term).padEnd(18)} ${String(figures.hits).padStart(6)} hits   p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}   db p50 ${ms(figures.dbP50)}`,
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
