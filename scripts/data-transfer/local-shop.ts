import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import type { D1Database, R2Bucket } from '@cloudflare/workers-types/index.ts'
import { getPlatformProxy } from 'wrangler'

export interface LocalShop {
  db: D1Database
  media: R2Bucket
  dispose: () => Promise<void>
}

/**
 * The local D1 and R2 that `wrangler dev` uses, with pending migrations applied first. `stateDir` is a
 * `wrangler --persist-to` directory (wrangler keeps its data in `<stateDir>/v3`); unset, .wrangler/state.
 */
export async function openLocalShop(stateDir = process.env.STATE_DIR): Promise<LocalShop> {
  const migrate = spawnSync(
    'npx',
    [
      'wrangler',
      'd1',
      'migrations',
      'apply',
      'DB',
      '--local',
      ...(stateDir ? ['--persist-to', stateDir] : []),
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CI: 'true' } },
  )
  if (migrate.status !== 0) throw new Error('Applying migrations failed; see the wrangler output above')
  const proxy = await getPlatformProxy<{ DB: D1Database; MEDIA: R2Bucket }>({
    configPath: 'wrangler.toml',
    persist: stateDir ? { path: join(stateDir, 'v3') } : true,
  })
  return { db: proxy.env.DB, media: proxy.env.MEDIA, dispose: () => proxy.dispose() }
}
