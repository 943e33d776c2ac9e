// `node scripts/bench/lighthouse-run.mjs`: the Lighthouse section of `npm run bench` alone, on its own shop (the
// front ends must have been built once, e.g. by `npm start`).
import { formatLighthouse } from './lighthouse.mjs'
import { benchShopLighthouse } from './lighthouse-baseline.mjs'
import { startShop } from './server.mjs'

const shop = await startShop({
  port: Number(process.env.BENCH_PORT ?? 8789),
  stateDir: '.wrangler/bench-state',
  skipBuild: true,
})
try {
  const product = (await (await fetch(`${shop.baseUrl}/api/products?limit=1`)).json()).data.products[0]
  const { pages, baseline } = await benchShopLighthouse(shop.baseUrl, product.slug)
  console.log(formatLighthouse(pages, baseline))
} finally {
  shop.stop()
}
