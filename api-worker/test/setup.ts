import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { forgetCacheGeneration } from '../src/cache/generation'
import { emptyBucket, emptyDatabase } from './helpers/fresh-state'

// The same migration files `wrangler d1 migrations apply` uses, applied to this run's local D1. A runtime runs test
// file after test file (isolate: false in vitest.config.ts), so each file starts from empty tables and an empty bucket.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
await emptyDatabase(env.DB)
await emptyBucket(env.MEDIA)
forgetCacheGeneration()
