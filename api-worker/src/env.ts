// Imported rather than global so that `AppType` also type-checks in front-end projects without worker types.
import type { D1Database, D1PreparedStatement, Fetcher, R2Bucket } from '@cloudflare/workers-types/index.ts'
import type { MessageLanguage } from '@shop/domain/messages/index'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import type * as schema from './db/schema'
import type { TokenClaims } from './lib/tokens'
import type { AuthUser } from './middleware/auth'

/** The worker's bindings, as declared in wrangler.toml (written by hand so REMOTES stays a plain string). */
export interface Bindings {
  DB: D1Database
  MEDIA: R2Bucket
  ASSETS: Fetcher
  /** JSON map of remote name to manifest URL; empty means the built dist/public/remotes.json. */
  REMOTES: string
  /** "off" switches the edge cache of visitor answers off (cache/edge-cache.ts), e.g. to measure the database. */
  EDGE_CACHE?: string
  /** Signing secret for auth tokens (a secret in production, .dev.vars locally). */
  JWT_SECRET?: string
  /** The bearer token of the deploy API (routes/deploy.ts); unset, every deploy route refuses. A secret. */
  DEPLOY_TOKEN?: string
  /** Milliseconds added per repeated failed login (default 250); tests set it low. */
  LOGIN_DELAY_STEP_MS?: string
  /** Comma-separated client addresses the sign-up throttle does not count (set by tests and e2e runs only). */
  SIGNUP_UNTHROTTLED_ADDRESSES?: string
  /** Gemini API key used when the settings' translation block holds none (a secret). */
  GEMINI_API_KEY?: string
  /** Gemini REST base URL, default https://generativelanguage.googleapis.com (tests point it at a local fake). */
  GEMINI_API_BASE?: string
  /** Workers AI over the REST API, the fallback translator: account id and an API token with Workers AI access. */
  CF_ACCOUNT_ID?: string
  CF_AI_TOKEN?: string
  /** Cloudflare API base URL, default https://api.cloudflare.com (tests point it at a local fake). */
  CF_API_BASE?: string
}

export type { D1Database, D1PreparedStatement, R2Bucket }

export type Db = DrizzleD1Database<typeof schema>

export interface AppEnv {
  Bindings: Bindings
  /** `lang`: the caller's language for the API's messages (Accept-Language, Turkish by default). */
  Variables: { db: Db; lang: MessageLanguage }
}

/** The env of routes behind a customer, staff or admin guard: only there is `c.var.user` known to be set. */
export interface AuthedEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { user: AuthUser }
}

/**
 * The env of routes whose handler proves the session open inside its own batch (access/policy.ts
 * `customerBatchRoutes`): `session` holds the token's claims, checked but not yet read; the handler sets
 * `sessionConfirmed` once its batch or a read has proved the session open.
 */
export interface SessionClaimsEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { session: TokenClaims; sessionConfirmed?: boolean }
}
