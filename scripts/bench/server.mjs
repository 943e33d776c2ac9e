import { spawn } from 'node:child_process'
import { root } from '../lib/paths.mjs'
import { waitForOk } from '../lib/run.mjs'

/**
 * Starts the shop exactly as `npm start` does, on its own port and database, and resolves once /api/health answers.
 * `env` adds variables for start.mjs (e.g. ones it forwards to wrangler). Returns the base URL and a stop function.
 */
export async function startShop({ port, stateDir, skipBuild = false, env = {} }) {
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      STATE_DIR: stateDir,
      SKIP_BUILD: skipBuild ? '1' : '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const baseUrl = `http://localhost:${port}`
  await waitForOk(`${baseUrl}/api/health`, 300_000)
  return {
    baseUrl,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    },
  }
}
