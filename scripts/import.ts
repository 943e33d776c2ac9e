/**
 * Restores an export (npm run export) into an empty local database:
 *   npm run import -- path/to/file.json
 * Migrations are applied first; a database that already holds rows is refused, and a bad file changes nothing.
 * Exports carry no passwords: the admin named by SEED_ADMIN_EMAIL gets SEED_ADMIN_PASSWORD (the seed's defaults
 * when unset), every other account needs a new password. Media files stay in R2; the export lists their keys.
 */
import { readFileSync } from 'node:fs'
import { hashPassword } from '../api-worker/src/lib/password'
import { importShop } from './data-transfer/import-shop'
import { openLocalShop } from './data-transfer/local-shop'

const input = process.argv[2]
if (!input) {
  console.error('Usage: npm run import -- <export.json>')
  process.exit(1)
}
const email = process.env.SEED_ADMIN_EMAIL || 'admin@dental.local'
const password = process.env.SEED_ADMIN_PASSWORD || 'Admin123!'
const shop = await openLocalShop()
try {
  const report = await importShop(shop.db, JSON.parse(readFileSync(input, 'utf8')), {
    admin: { email, passwordHash: await hashPassword(password) },
  })
  const counts = Object.entries(report.rows).map(([table, rows]) => `${table} ${rows}`)
  console.log(`Imported ${input}: ${counts.join(', ')}`)
  console.log(
    report.adminRestored
      ? `  admin: ${email} / ${password}`
      : `  no admin account ${email} in the export: every account needs a new password`,
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await shop.dispose()
}
