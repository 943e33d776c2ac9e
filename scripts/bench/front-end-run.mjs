// `node scripts/bench/front-end-run.mjs`: the front-end section of `npm run bench` alone (JavaScript per page, round
// trips, Lighthouse), on its own shop; the front ends must have been built once (e.g. by `npm start`).
import { adminSession } from './admin-session.mjs'
import { benchFrontEnd } from './front-end.mjs'
import { startShop } from './server.mjs'

const shop = await startShop({
  port: Number(process.env.BENCH_PORT ?? 8789),
  stateDir: '.wrangler/bench-state',
  skipBuild: true,
})
try {
  await benchFrontEnd(shop.baseUrl, await adminSession(shop.baseUrl))
} finally {
  shop.stop()
}
