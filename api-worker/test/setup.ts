import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'

// The same migration files `wrangler d1 migrations apply` uses, applied to this run's fresh local D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
