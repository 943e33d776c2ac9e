import { readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { root } from '../lib/paths.mjs'

export const BARE_FLOOR_CONFIG = `${root}scripts/bench/order-floor/wrangler.toml`

/**
 * The shop's `[assets]` table as wrangler.toml writes it, with its directory made absolute: every request to the shop
 * passes through the asset router before the worker (`run_worker_first`), and the routed floor pays the same hop.
 */
export function assetsTableOf(shopToml, shopRoot) {
  const table = shopToml.match(/^\[assets\]\n[\s\S]*?(?=^\[|(?![\s\S]))/m)?.[0]
  if (!table) throw new Error('wrangler.toml has no [assets] table')
  return table.replace(/^directory = "\.?\/?([^"]*)"/m, (_, dir) => `directory = "${join(shopRoot, dir)}"`)
}

/** The floor worker's config with the shop's `[assets]` table appended, written where wrangler can read it. */
export async function writeRoutedFloorConfig() {
  const floor = await readFile(BARE_FLOOR_CONFIG, 'utf8')
  const shop = await readFile(`${root}wrangler.toml`, 'utf8')
  const routed = floor
    .replace(/^main = "([^"]*)"/m, (_, main) => `main = "${join(root, 'scripts/bench/order-floor', main)}"`)
    .concat('\n', assetsTableOf(shop, root))
  const path = join(tmpdir(), 'shop-order-floor-routed.toml')
  await writeFile(path, routed)
  return path
}
