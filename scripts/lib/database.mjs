import { stateDir } from './local-env.mjs'
import { root } from './paths.mjs'
import { bin, run } from './run.mjs'
import { runAgainOnce } from './run-again-once.mjs'

/** Applies the numbered migrations in api-worker/migrations to the local D1. */
export async function migrateLocal() {
  await run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir()], {
    cwd: root,
    env: { ...process.env, CI: 'true' },
  })
}

/**
 * Seeds the local D1 and R2; the seed itself leaves existing data alone, so a seed that stopped is run once more
 * (miniflare's local proxy has stopped it once, in `fetch-sync`, outside the seed's code; docs/decisions.md).
 */
export async function seedLocal(extraArgs = []) {
  const seed = () =>
    run(bin('tsx'), ['scripts/seed.ts', ...extraArgs], {
      cwd: root,
      env: { ...process.env, STATE_DIR: stateDir() },
    })
  await runAgainOnce(seed, (error) =>
    console.error(
      `\nThe seed stopped (${error.message}); running it again, it keeps what it already stored.\n`,
    ),
  )
}
