// Section 1 of `npm run bench`: the JavaScript each page downloads, round trips to the first product card, and
// Lighthouse's mobile runs. Alone: `node scripts/bench/front-end-run.mjs` (front ends built once before).
import { formatJsBytes, measureJsBytes } from './js-bytes.mjs'
import { formatLighthouse } from './lighthouse.mjs'
import { benchShopLighthouse } from './lighthouse-baseline.mjs'
import { formatRoundTrips, formatWaterfall, measureRoundTrips, roundTripPages } from './round-trips.mjs'

/** Issue 10's first-load budgets, gzip: shop pages and the admin. */
const SHOP_BUDGET_KB = 150
const ADMIN_BUDGET_KB = 300

/** Measures and prints the front-end figures of a running shop; answers them for the raw results file. */
export async function benchFrontEnd(
  baseUrl,
  session,
  { lighthouseRuns = process.env.BENCH_LIGHTHOUSE !== '0' } = {},
) {
  const firstProduct = (await (await fetch(`${baseUrl}/api/products?limit=1`)).json()).data.products[0]
  const productCard = (page) => page.getByTestId('product-card').first().waitFor()
  const heading = (page) => page.getByRole('heading', { level: 1 }).waitFor()
  const jsBytes = await measureJsBytes(baseUrl, [
    { name: 'home', path: '/', ready: productCard, budgetKb: SHOP_BUDGET_KB },
    { name: 'list', path: '/products', ready: productCard, budgetKb: SHOP_BUDGET_KB },
    { name: 'product', path: `/products/${firstProduct.slug}`, ready: heading, budgetKb: SHOP_BUDGET_KB },
    { name: 'cart', path: '/cart', ready: heading, budgetKb: SHOP_BUDGET_KB },
    { name: 'login', path: '/login', ready: heading, budgetKb: SHOP_BUDGET_KB },
    {
      name: 'admin',
      path: '/admin',
      prepare: session.prepare,
      ready: (page) => page.getByTestId('admin-user').waitFor(),
      budgetKb: ADMIN_BUDGET_KB,
    },
  ])
  console.log('\n## JavaScript downloaded (gzip level 9)\n')
  for (const result of jsBytes) console.log(`${formatJsBytes(result)}\n`)

  console.log(
    '## Round trips at 150 ms latency (the same HTML without its preload links and data is the baseline)\n',
  )
  const pages = roundTripPages(firstProduct.slug)
  const roundTrips = await measureRoundTrips(baseUrl, pages)
  const roundTripsBare = await measureRoundTrips(baseUrl, pages, { withoutHints: true })
  console.log(`${formatRoundTrips(roundTrips)}\nbaseline:\n${formatRoundTrips(roundTripsBare)}\n`)
  const home = roundTrips.find((result) => result.name === 'home')
  if (home) console.log(`## The home page's request waterfall\n\n${formatWaterfall(home)}\n`)

  let lighthouse = null
  if (lighthouseRuns) {
    console.log('## Lighthouse 12, mobile preset, median of 3 runs (BENCH_LIGHTHOUSE=0 skips it)\n')
    lighthouse = await benchShopLighthouse(baseUrl, firstProduct.slug)
    console.log(`${formatLighthouse(lighthouse.pages, lighthouse.baseline)}\n`)
  }
  return { jsBytes, roundTrips, roundTripsBare, lighthouse }
}
