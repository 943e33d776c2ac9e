import { stateDir } from './local-env.mjs'
import { root } from './paths.mjs'
import { bin, run } from './run.mjs'

/** Applies the numbered migrations in api-worker/migrations to the local D1. */
export async function migrateLocal() {
  await run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir()], {
    cwd: root,
    env: { ...process.env, CI: 'true' },
  })
}

/** Seeds the local D1 and R2; the seed itself leaves existing data alone. */
export async function seedLocal(extraArgs = []) {
  await run(bin('tsx'), ['scripts/seed.ts', ...extraArgs], {
    cwd: root,
    env: { ...process.env, STATE_DIR: stateDir() },
  })
}
