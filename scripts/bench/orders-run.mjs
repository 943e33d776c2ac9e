// `node scripts/bench/orders-run.mjs`: the order section of `npm run bench` alone, on its own shop (the front ends
// must have been built once, e.g. by `npm start`): orders beside the constant route measured in the same run, then
// the order's D1 batch alone on the same database once the shop has stopped (BENCH_FLOOR=0 skips it).
import { adminSession } from './admin-session.mjs'
import { waitForClosed } from './floor-worker.mjs'
import { formatLoad, measure } from './http-load.mjs'
import { benchOrderFloor } from './order-floor.mjs'
import { benchOrders, formatOrders } from './orders.mjs'
import { startShop } from './server.mjs'

const port = Number(process.env.BENCH_PORT ?? 8789)
const stateDir = process.env.BENCH_STATE_DIR ?? '.wrangler/bench-state'
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10)

const shop = await startShop({ port, stateDir, skipBuild: true })
let orders
let ceiling
try {
  const session = await adminSession(shop.baseUrl)
  ceiling = await measure(`${shop.baseUrl}/api/ping`, { durationSeconds })
  console.log(formatLoad('GET /api/ping (ceiling)', ceiling))
  orders = await benchOrders(shop.baseUrl, { adminToken: session.token, durationSeconds })
} finally {
  shop.stop()
}
let floor = null
if (process.env.BENCH_FLOOR !== '0') {
  await waitForClosed(`${shop.baseUrl}/api/health`)
  floor = await benchOrderFloor({ port, stateDir, target: orders.floorTarget, durationSeconds })
}
console.log(formatOrders(orders, ceiling, floor))
