// `node scripts/bench/lighthouse-run.mjs`: the Lighthouse section of `npm run bench` alone, on its own shop (the
// front ends must have been built once, e.g. by `npm start`).
import { benchLighthouse, formatLighthouse } from './lighthouse.mjs'
import { benchLighthouseBaseline } from './lighthouse-baseline.mjs'
import { startShop } from './server.mjs'

const shop = await startShop({
  port: Number(process.env.BENCH_PORT ?? 8789),
  stateDir: '.wrangler/bench-state',
  skipBuild: true,
})
try {
  const product = (await (await fetch(`${shop.baseUrl}/api/products?limit=1`)).json()).data.products[0]
  const pages = [
    { name: 'home', path: '/' },
    { name: 'list', path: '/products' },
    { name: 'product', path: `/products/${product.slug}` },
  ]
  const results = await benchLighthouse(shop.baseUrl, pages)
  console.log(formatLighthouse(results, await benchLighthouseBaseline(shop.baseUrl, pages)))
} finally {
  shop.stop()
}
