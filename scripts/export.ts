/**
 * Writes the local shop (the D1 and R2 `wrangler dev` uses) to one JSON file:
 *   npm run export                      → exports/shop-<time>.json
 *   npm run export -- path/to/file.json
 * Users are exported without password hashes and settings without the translation API key. STATE_DIR picks another
 * local state directory, as for the seed. Production backups: see the README ("Backups and exports").
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { exportShop } from './data-transfer/export-shop'
import { openLocalShop } from './data-transfer/local-shop'

const output = process.argv[2] ?? `exports/shop-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
const shop = await openLocalShop()
try {
  const data = await exportShop(shop.db, shop.media)
  mkdirSync(dirname(output), { recursive: true })
  writeFileSync(output, `${JSON.stringify(data, null, 1)}\n`)
  const counts = Object.entries(data.tables).map(([table, rows]) => `${table} ${rows.length}`)
  console.log(`Exported to ${output}: ${counts.join(', ')}, media ${data.media.length}`)
} finally {
  await shop.dispose()
}
