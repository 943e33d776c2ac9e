/**
 * Fills the local D1 and R2 that `wrangler dev` uses (.wrangler/state/v3) with a demo shop:
 *   npm run seed                       categories, ~60 products with pictures, pages, settings, rates, two users
 *   npm run seed -- --products 10000   also generated products up to 10,000 in all, for benchmarks
 * Pending migrations are applied first with `wrangler d1 migrations apply DB --local`. Re-running changes nothing:
 * every row is inserted only if missing, so edits made through the admin survive.
 * SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD choose the admin login, SEED_SITE_NAME the shop name, STATE_DIR another
 * local state directory (as `wrangler --persist-to`).
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import type { D1Database, R2Bucket } from '@cloudflare/workers-types/index.ts'
import { getPlatformProxy } from 'wrangler'
import { parseSeedArgs } from './seed/args'
import { seedBulkProducts } from './seed/bulk'
import { seedCategories, seedProducts } from './seed/catalogue'
import { seedExchangeRates, seedPages, seedSiteSettings } from './seed/content'
import { seedContext } from './seed/context'
import { type SeededUser, seedAdmin, seedCustomer } from './seed/users'

const options = parseSeedArgs(process.argv.slice(2))
const started = Date.now()

// STATE_DIR, when set (the start script sets it), is the `wrangler --persist-to` directory; wrangler keeps its data
// in STATE_DIR/v3. Unset, both use .wrangler/state/v3, the directory `wrangler dev` reads.
const stateDir = process.env.STATE_DIR
const migrate = spawnSync(
  'npx',
  ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', ...(stateDir ? ['--persist-to', stateDir] : [])],
  { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CI: 'true' } },
)
if (migrate.status !== 0) throw new Error('Applying migrations failed; see the wrangler output above')

const proxy = await getPlatformProxy<{ DB: D1Database; MEDIA: R2Bucket }>({
  configPath: 'wrangler.toml',
  persist: stateDir ? { path: join(stateDir, 'v3') } : true,
})
try {
  const ctx = seedContext(proxy.env.DB, proxy.env.MEDIA)
  const admin = await seedAdmin(
    ctx,
    process.env.SEED_ADMIN_EMAIL || 'admin@dental.local',
    process.env.SEED_ADMIN_PASSWORD || 'Admin123!',
  )
  const customer = await seedCustomer(ctx)
  const categoryMap = await seedCategories(ctx)
  const added = await seedProducts(ctx, categoryMap)
  const generated = options.products === null ? 0 : await seedBulkProducts(ctx, categoryMap, options.products)
  await seedPages(ctx)
  await seedSiteSettings(ctx, process.env.SEED_SITE_NAME || undefined)
  await seedExchangeRates(ctx, admin.id)

  console.log(`\nSeed finished in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  console.log(
    `  categories: ${categoryMap.size}, catalogue products added: ${added}, generated: ${generated}`,
  )
  console.log(`  admin:    ${credentials(admin)}`)
  console.log(`  customer: ${credentials(customer)}`)
} finally {
  await proxy.dispose()
}

function credentials(user: SeededUser): string {
  return user.password
    ? `${user.email} / ${user.password} (created)`
    : `${user.email} (already existed, password unchanged)`
}
