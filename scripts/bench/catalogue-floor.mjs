import { root } from '../lib/paths.mjs'
import { loadAgainstCeiling } from './catalogue-load.mjs'
import { withFloorWorker } from './floor-worker.mjs'

const CONFIG = `${root}scripts/bench/catalogue-floor/wrangler.toml`

/**
 * The floor under the catalogue's database path (catalogue-floor/worker.ts) on a bench catalogue's state, in the same
 * interleaved rounds as the shop's load: one D1 round trip, and the list's own batch, beside the bare worker's ping.
 * What the shop's routes reach with the edge cache off is read against these. Run it after the shop has stopped.
 */
export function benchCatalogueFloor({ port, stateDir }) {
  return withFloorWorker(CONFIG, { port, stateDir }, (baseUrl) =>
    loadAgainstCeiling(
      baseUrl,
      { d1: `${baseUrl}/d1`, list: `${baseUrl}/list` },
      { ceiling: `${baseUrl}/ping` },
    ),
  )
}

export function formatCatalogueFloor(label, floor, shopList) {
  const { ceiling, d1, list } = floor
  const share = (route) => (route.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2)
  const row = (name, route) =>
    `  ${name.padEnd(42)} ${String(route.requestsPerSecond).padStart(6)} req/s   p99 ${String(route.p99).padStart(4)} ms   ${share(route)}× its ping`
  const lines = [
    `${label}: a bare worker, medians of interleaved rounds, 16 connections`,
    row('GET /ping (the bare ceiling)', ceiling),
    row('one D1 round trip (select 1)', d1),
    row("the list's D1 batch and its JSON", list),
  ]
  if (shopList) {
    lines.push(
      `  the shop's list (edge cache off) reaches ${(shopList.requestsPerSecond / list.requestsPerSecond).toFixed(2)}× its batch alone, ${(shopList.requestsPerSecond / d1.requestsPerSecond).toFixed(2)}× one round trip`,
    )
  }
  return lines.join('\n')
}
