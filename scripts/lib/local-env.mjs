import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { root } from './paths.mjs'

export const DEFAULT_ADMIN = { email: 'admin@dental.local', password: 'Admin123!' }
export const DEMO_CUSTOMER = { email: 'musteri@dental.local', password: 'Musteri123!' }

/** Where wrangler keeps the local D1 and R2; STATE_DIR lets tests and benchmarks use a database of their own. */
export function stateDir() {
  return process.env.STATE_DIR ? `${process.env.STATE_DIR}` : `${root}.wrangler/state`
}

/** Local secrets live in .dev.vars (git-ignored); each missing one is generated once. */
export function ensureDevVars() {
  const file = `${root}.dev.vars`
  let current = existsSync(file) ? readFileSync(file, 'utf8') : ''
  // JWT_SECRET signs sessions; DEPLOY_TOKEN opens the deploy API (npm run deploy -w <remote>, scripts/deploy).
  for (const name of ['JWT_SECRET', 'DEPLOY_TOKEN']) {
    if (new RegExp(`^${name}=.+$`, 'm').test(current)) continue
    const line = `${name}=${randomBytes(48).toString('base64url')}\n`
    current = current && !current.endsWith('\n') ? `${current}\n${line}` : `${current}${line}`
    writeFileSync(file, current)
    console.log(`✓ generated ${name} in .dev.vars`)
  }
}

export function adminCredentials() {
  return {
    email: process.env.SEED_ADMIN_EMAIL || DEFAULT_ADMIN.email,
    password: process.env.SEED_ADMIN_PASSWORD || DEFAULT_ADMIN.password,
  }
}

/**
 * Local runs need no network: without these, wrangler fetches request.cf metadata and sends metrics at every start,
 * and both fail noisily where only the package registries are reachable.
 */
export function offlineWrangler() {
  process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'
  process.env.WRANGLER_SEND_METRICS ??= 'false'
}
