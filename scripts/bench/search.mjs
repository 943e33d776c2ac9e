// Search latency at 10,000 and 100,000 products: GET /api/products?q=… beside GET /api/products?limit=20 on the same
// database in the same run. Requests are sequential (one at a time) so the figures are latency, not queueing.
import { pathToFileURL } from 'node:url'
import { root } from '../lib/paths.mjs'
import { bin, run } from '../lib/run.mjs'
import { startShop } from './server.mjs'

/**
 * Full words, a prefix as typed, two-word queries, Turkish letters in either spelling, and narrow queries (a model
 * number, a SKU prefix). The generated catalogue has 14 product families, so a family word matches about 7% of it
 * and 'cerrahi' (two families) about 14%: broad queries, which rank and count thousands of rows.
 */
const TERMS = ['implant', 'impl', 'kompozit dolgu', 'NiTi eğe', 'CERRAHİ', 'kılıf', 'braket 4217', 'GEN-0042']
const SIZES = [10_000, 100_000]

export async function benchSearch({
  port,
  sizes = SIZES,
  rounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 30),
}) {
  console.log(`\n## Search latency (sequential requests, ${rounds} per term, Server-Timing from the API)\n`)
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
    await assertPortFree(port)
    const shop = await startShop({ port, stateDir, skipBuild: true })
    try {
      const result = await measureSize(shop.baseUrl, size, rounds)
      result.seedSeconds = seedSeconds
      results.push(result)
      console.log(formatSize(result))
    } finally {
      shop.stop()
      await waitForPortFree(shop.baseUrl)
    }
  }
  return results
}

async function measureSize(baseUrl, size, rounds) {
  const list = `${baseUrl}/api/products?limit=20`
  const searches = TERMS.map((term) => `${baseUrl}/api/products?limit=20&q=${encodeURIComponent(term)}`)
  for (const url of [list, ...searches]) for (let i = 0; i < 3; i++) await timed(url) // warm-up, discarded

  const listSamples = []
  const searchSamples = []
  const perTerm = new Map(TERMS.map((term) => [term, []]))
  // Interleaved one to one, so a slow moment of the machine hits both sides alike and both have as many samples.
  for (let round = 0; round < rounds; round++) {
    for (const [index, url] of searches.entries()) {
      listSamples.push(await timed(list))
      const sample = await timed(url)
      searchSamples.push(sample)
      perTerm.get(TERMS[index]).push(sample)
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
    search: summary(searchSamples),
    terms: Object.fromEntries(
      [...perTerm].map(([term, samples]) => [term, { ...summary(samples), hits: samples[0]?.total ?? 0 }]),
    ),
  }
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

function formatSize({ size, list, search, terms, seedSeconds }) {
  const lines = [
    `### ${size.toLocaleString('en')} products (seeded or checked in ${seedSeconds.toFixed(0)} s)`,
    '',
    `${'GET /api/products?limit=20'.padEnd(36)} p50 ${ms(list.p50)}  p95 ${ms(list.p95)}   db p50 ${ms(list.dbP50)}  db p95 ${ms(list.dbP95)}`,
    `${'GET /api/products?q=… (all terms)'.padEnd(36)} p50 ${ms(search.p50)}  p95 ${ms(search.p95)}   db p50 ${ms(search.dbP50)}  db p95 ${ms(search.dbP95)}`,
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
