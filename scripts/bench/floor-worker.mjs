import { spawn } from 'node:child_process'
import { offlineWrangler } from '../lib/local-env.mjs'
import { root } from '../lib/paths.mjs'
import { bin, waitForOk } from '../lib/run.mjs'

/**
 * Serves a floor worker (`config`, a wrangler.toml) with `wrangler dev` on a shop's local state, runs `work` against
 * it, stops it and waits until its port is free. Run it after the shop has stopped: two wrangler processes must not
 * share one database file.
 */
export async function withFloorWorker(config, { port, stateDir }, work) {
  offlineWrangler()
  const child = spawn(
    bin('wrangler'),
    [
      'dev',
      '--config',
      config,
      '--port',
      String(port),
      '--persist-to',
      stateDir,
      '--show-interactive-dev-session=false',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  )
  const baseUrl = `http://localhost:${port}`
  try {
    await waitForOk(`${baseUrl}/ping`, 120_000)
    return await work(baseUrl)
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
    await waitForClosed(`${baseUrl}/ping`)
  }
}

/** Resolves once nothing answers at `url` any more (a stopped server has let go of its files). */
export async function waitForClosed(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      await fetch(url)
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500))
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} still answers after ${timeoutMs} ms`)
}
