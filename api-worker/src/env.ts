// Imported rather than global so that `AppType` also type-checks in front-end projects without worker types.
import type { D1Database, Fetcher, R2Bucket } from '@cloudflare/workers-types/index.ts'
import type { UiLanguage } from '@shop/i18n'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import type * as schema from './db/schema'
import type { AuthUser } from './middleware/auth'

/** The worker's bindings, as declared in wrangler.toml (written by hand so REMOTES stays a plain string). */
export interface Bindings {
  DB: D1Database
  MEDIA: R2Bucket
  ASSETS: Fetcher
  /** JSON map of remote name to manifest URL; empty means the built dist/public/remotes.json. */
  REMOTES: string
  /** Signing secret for auth tokens (a secret in production, .dev.vars locally). */
  JWT_SECRET?: string
  /** Milliseconds added per repeated failed login (default 250); tests set it low. */
  LOGIN_DELAY_STEP_MS?: string
}

export type { D1Database, R2Bucket }

export type Db = DrizzleD1Database<typeof schema>

export interface AppEnv {
  Bindings: Bindings
  /** `lang`: the caller's language for the API's messages (Accept-Language, Turkish by default). */
  Variables: { db: Db; lang: UiLanguage }
}

/** The env of routes behind a customer, staff or admin guard: only there is `c.var.user` known to be set. */
export interface AuthedEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { user: AuthUser }
}
