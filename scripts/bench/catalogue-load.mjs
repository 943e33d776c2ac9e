// Catalogue reads under load beside the constant route, interleaved: each round drives /api/ping and then every
// route for a few seconds, so a slow moment of the machine hits the ceiling and the routes alike; the figures are
// the medians of the rounds.
import { measure } from './http-load.mjs'

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/**
 * The catalogue's own URLs at this size: a list, the list in stock (the filter most products pass), a category with
 * products, a broad search and a product.
 */
export async function catalogueRoutes(baseUrl) {
  const categories = (await (await fetch(`${baseUrl}/api/categories`)).json()).data.categories
  const product = (await (await fetch(`${baseUrl}/api/products?limit=1`)).json()).data.products[0]
  const category = categories.find((c) => c.slug === product.category?.slug) ?? categories[0]
  return {
    list: `${baseUrl}/api/products?limit=20`,
    inStock: `${baseUrl}/api/products?limit=20&inStock=true`,
    category: `${baseUrl}/api/products?limit=20&category=${encodeURIComponent(category.slug)}`,
    search: `${baseUrl}/api/products?limit=20&q=implant`,
    detail: `${baseUrl}/api/products/${encodeURIComponent(product.slug)}`,
  }
}

/** The pages the worker writes for the same catalogue: home, the list, the category and the product above. */
export async function pageRoutes(baseUrl) {
  const api = await catalogueRoutes(baseUrl)
  const path = (url) => new URL(url).pathname.replace(/^\/api/, '')
  const category = new URL(api.category).searchParams.get('category')
  return {
    homePage: `${baseUrl}/`,
    listPage: `${baseUrl}/products`,
    categoryPage: `${baseUrl}/category/${encodeURIComponent(category ?? '')}`,
    productPage: `${baseUrl}${path(api.detail)}`,
  }
}

export async function loadAgainstCeiling(
  baseUrl,
  routes,
  { rounds = 3, seconds = 3, ceiling = `${baseUrl}/api/ping` } = {},
) {
  const samples = { ceiling: [], ...Object.fromEntries(Object.keys(routes).map((name) => [name, []])) }
  for (let round = 0; round < rounds; round++) {
    samples.ceiling.push(await measure(ceiling, { durationSeconds: seconds, warmupSeconds: 1 }))
    for (const [name, url] of Object.entries(routes)) {
      samples[name].push(await measure(url, { durationSeconds: seconds, warmupSeconds: 1 }))
    }
  }
  return Object.fromEntries(
    Object.entries(samples).map(([name, runs]) => [
      name,
      {
        requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
        p99: median(runs.map((run) => run.p99)),
        failures: runs.reduce((sum, run) => sum + run.failures, 0),
      },
    ]),
  )
}

/** Goals from issue 10: list (in stock too), category and search ≥ 60 % of the ceiling's requests/s with p99 ≤ 1.5×; detail ≥ 50 %. */
const GOALS = { list: 0.6, inStock: 0.6, category: 0.6, search: 0.6, detail: 0.5 }

export function formatLoadAgainstCeiling(label, figures) {
  const { ceiling } = figures
  const lines = [
    `${label}: medians of interleaved rounds, 16 connections`,
    `  ${'GET /api/ping (ceiling)'.padEnd(26)} ${String(ceiling.requestsPerSecond).padStart(6)} req/s   p99 ${String(ceiling.p99).padStart(4)} ms`,
  ]
  for (const [name, goal] of Object.entries(GOALS)) {
    const route = figures[name]
    if (!route) continue
    const share = route.requestsPerSecond / ceiling.requestsPerSecond
    const p99 = route.p99 / Math.max(ceiling.p99, 1)
    const met = share >= goal && (name === 'detail' || p99 <= 1.5)
    lines.push(
      `  ${name.padEnd(26)} ${String(route.requestsPerSecond).padStart(6)} req/s   p99 ${String(route.p99).padStart(4)} ms   ` +
        `${share.toFixed(2)}× ceiling, p99 ${p99.toFixed(2)}×   goal ≥ ${goal}× ${met ? '✓' : '✗'}${route.failures ? `   ${route.failures} failed` : ''}`,
    )
  }
  return lines.join('\n')
}

/** The pages' figures beside the ceiling: reported, the issue sets no goal on a page's own throughput. */
export function formatPagesAgainstCeiling(label, figures, names) {
  const { ceiling } = figures
  const lines = [`${label}: medians of the same rounds, 16 connections (reported)`]
  for (const name of names) {
    const page = figures[name]
    if (!page) continue
    const share = page.requestsPerSecond / ceiling.requestsPerSecond
    const p99 = page.p99 / Math.max(ceiling.p99, 1)
    lines.push(
      `  ${name.padEnd(26)} ${String(page.requestsPerSecond).padStart(6)} req/s   p99 ${String(page.p99).padStart(4)} ms   ` +
        `${share.toFixed(2)}× ceiling, p99 ${p99.toFixed(2)}×${page.failures ? `   ${page.failures} failed` : ''}`,
    )
  }
  return lines.join('\n')
}
