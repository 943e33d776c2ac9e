// `npm run bench`: figures from one run, each beside a baseline measured in the same run.
//  1. JavaScript the browser downloads for the home page and for /admin, split by app and shared library.
//     Lighthouse's mobile preset on the home, list and product pages (median of 3), beside a constant page and each
//     of those pages without its scripts.
//  2. API throughput and latency for GET /api/products?limit=20 (visitors: edge cache on) beside a bare constant-JSON
//     route (the ceiling).
//  3. The catalogue at 1k, 10k and 100k products: latency, growth, and load at 10k with the cache off and on
//     (search.mjs).
//  4. Order creation under load (orders/s, p50/p99, ratio to the ceiling, stock taken = units ordered), a 50-order
//     race (orders.mjs), and their floor: the order's D1 batch alone on the same database (order-floor.mjs).
import { mkdir, writeFile } from 'node:fs/promises'
import { root } from '../lib/paths.mjs'
import { adminSession } from './admin-session.mjs'
import { waitForClosed } from './floor-worker.mjs'
import { benchFrontEnd } from './front-end.mjs'
import { formatLoad, measure } from './http-load.mjs'
import { benchOrderFloor } from './order-floor.mjs'
import { benchOrders, formatOrders } from './orders.mjs'
import { benchSearch } from './search.mjs'
import { startShop } from './server.mjs'

const port = Number(process.env.BENCH_PORT ?? 8789)
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10)

async function main() {
  console.log('▸ building and starting the shop for benchmarks…')
  const shop = await startShop({
    port,
    stateDir: '.wrangler/bench-state',
    skipBuild: process.env.SKIP_BUILD === '1',
  })
  try {
    const session = await adminSession(shop.baseUrl)
    const { jsBytes, roundTrips, roundTripsBare, lighthouse } = await benchFrontEnd(shop.baseUrl, session)

    console.log(`## API load (autocannon, 16 connections, ${durationSeconds} s each, same machine)\n`)
    const ceiling = await measure(`${shop.baseUrl}/api/ping`, { durationSeconds })
    const products = await measure(`${shop.baseUrl}/api/products?limit=20`, { durationSeconds })
    console.log(formatLoad('GET /api/ping (ceiling)', ceiling))
    console.log(formatLoad('GET /api/products?limit=20 (cached)', products))
    console.log(
      `ratio to ceiling: ${(products.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2)}x throughput, ` +
        `${(products.p50 / Math.max(ceiling.p50, 0.001)).toFixed(2)}x p50, ${(products.p99 / Math.max(ceiling.p99, 0.001)).toFixed(2)}x p99`,
    )

    console.log('\n## Order creation (autocannon, 16 connections, each order its own Idempotency-Key)\n')
    const orders = await benchOrders(shop.baseUrl, { adminToken: session.token, durationSeconds })

    // The search benchmark starts shops of its own; this one stops first so they do not share the two cores.
    shop.stop()
    // The floor under orders: their D1 batch alone on this shop's database, once the shop has let go of it.
    await waitForClosed(`${shop.baseUrl}/api/health`)
    const orderFloor = await benchOrderFloor({
      port,
      stateDir: '.wrangler/bench-state',
      target: orders.floorTarget,
      durationSeconds,
    })
    console.log(formatOrders(orders, ceiling, orderFloor))

    const search = await benchSearch({ port: port + 100 })

    await mkdir(`${root}bench-results`, { recursive: true })
    const file = `${root}bench-results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
    await writeFile(
      file,
      JSON.stringify(
        {
          jsBytes,
          roundTrips,
          roundTripsBare,
          lighthouse,
          api: { ceiling, products },
          search,
          orders,
          orderFloor,
        },
        null,
        2,
      ),
    )
    console.log(`\nraw figures: ${file}`)
  } finally {
    shop.stop()
  }
}

main().catch((error) => {
  console.error(`✗ ${error.stack ?? error.message}`)
  process.exit(1)
})
