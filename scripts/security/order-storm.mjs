// The order storm (issue 11): thousands of order attempts against small stocks from several OS-level workers, on a
// real `wrangler dev` serving the shop as `npm start` does. Proves 0 oversells, stock never negative, unique order
// numbers, every created order real, one order per Idempotency-Key; counts wrangler's own proxy 503s apart.
//   STORM_ATTEMPTS (10000), STORM_WORKERS (4), STORM_IN_FLIGHT per worker (16), STORM_PORT (8797),
//   STORM_REPORT: a JSON file for `npm test`'s tally.
import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { Worker } from 'node:worker_threads'
import { adminSession } from '../bench/admin-session.mjs'
import { startShop } from '../bench/server.mjs'
import { publicDir, root } from '../lib/paths.mjs'
import { adminApi } from '../lib/shop-api.mjs'
import { registerCustomers, stockProducts } from './storm-setup.mjs'
import { formatSummary } from './storm-summary.mjs'
import { checkNumbers, checkOneKey, checkOrdersExist, checkStock } from './storm-verify.mjs'

const attempts = Number(process.env.STORM_ATTEMPTS ?? 10_000)
const workerCount = Number(process.env.STORM_WORKERS ?? 4)
const inFlight = Number(process.env.STORM_IN_FLIGHT ?? 16)
const port = Number(process.env.STORM_PORT ?? 8797)
const stateDir = '.wrangler/storm-state'

function runWorker(data) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./storm-worker.mjs', import.meta.url), { workerData: data })
    worker.once('message', (result) => (result.error ? reject(new Error(result.error)) : resolve(result)))
    worker.once('error', reject)
  })
}

async function storm(baseUrl) {
  const { token } = await adminSession(baseUrl)
  const admin = adminApi(baseUrl, token)
  const stocks = await stockProducts(baseUrl, admin, { count: 6, units: Math.round(attempts * 0.4) })
  const customers = await registerCustomers(baseUrl, 8)
  const products = [...stocks.keys()]
  const share = Math.ceil(attempts / workerCount)
  console.log(
    `▸ ${attempts} order attempts from ${workerCount} workers × ${inFlight} in flight, ${[...stocks.values()].reduce((a, b) => a + b, 0)} units in stock`,
  )
  const started = performance.now()
  const results = await Promise.all(
    Array.from({ length: workerCount }, (_, index) =>
      runWorker({
        baseUrl,
        tokens: customers,
        products,
        attempts: Math.max(0, Math.min(share, attempts - index * share)),
        inFlight,
        seed: index + 1,
      }),
    ),
  )
  const seconds = (performance.now() - started) / 1000
  const created = results.flatMap((result) => result.created)
  const sum = (key) => results.reduce((total, result) => total + result.tally[key], 0)
  const failures = results.flatMap((result) => result.failures)
  const families = [
    {
      family: 'order attempts answered 201 or 409',
      attempts,
      problems: failures.map((f) => `${f.status} ${JSON.stringify(f.body).slice(0, 160)}`),
      count: sum('failures'),
    },
    { family: 'stock = before − units ordered, ≥ 0', ...(await checkStock(admin, stocks, created)) },
    { family: 'order numbers unique', ...checkNumbers(created) },
    { family: 'created orders exist, none extra', ...(await checkOrdersExist(baseUrl, customers, created)) },
  ]
  const [spareId] = (
    await (await fetch(`${baseUrl}/api/products?limit=7&sort=createdAt&order=asc`)).json()
  ).data.products
    .slice(6)
    .map((p) => p._id)
  await admin('PATCH', `/products/${spareId}/stock`, { stock: 50 })
  const oneKeyTally = { proxy503: 0, networkErrors: 0 }
  families.push({
    family: 'one Idempotency-Key × 20 parallel → 1 order',
    ...(await checkOneKey(baseUrl, admin, customers[0], spareId, oneKeyTally)),
  })
  return {
    families,
    created: sum('created'),
    outOfStock: sum('outOfStock'),
    proxy503: sum('proxy503') + oneKeyTally.proxy503,
    networkErrors: sum('networkErrors') + oneKeyTally.networkErrors,
    seconds,
  }
}

async function main() {
  await rm(`${root}${stateDir}`, { recursive: true, force: true })
  const shop = await startShop({
    port,
    stateDir,
    skipBuild: existsSync(`${publicDir}/index.html`),
    env: { SIGNUP_UNTHROTTLED_ADDRESSES: '127.0.0.1,::1,::ffff:127.0.0.1' },
  })
  let result
  try {
    result = await storm(shop.baseUrl)
  } finally {
    shop.stop()
  }
  console.log(`\n${formatSummary(result)}`)
  const failed = result.families.filter((family) => family.problems.length > 0 || family.count > 0).length
  if (process.env.STORM_REPORT) {
    await mkdir(dirname(process.env.STORM_REPORT), { recursive: true })
    await writeFile(
      process.env.STORM_REPORT,
      JSON.stringify({ passed: result.families.length - failed, failed, ...result }, null, 2),
    )
  }
  if (failed > 0) process.exit(1)
}

main().catch((error) => {
  console.error(`✗ ${error.stack ?? error.message}`)
  process.exit(1)
})
