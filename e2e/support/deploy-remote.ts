import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** Runs the repository's own deploy or rollback command for the storefront against the shop under test. */
function run(script: 'deploy-remote' | 'rollback-remote', args: string[], origin: string): string {
  return execFileSync(
    join(root, 'node_modules/.bin/tsx'),
    [join(root, `scripts/deploy/${script}.ts`), 'storefront', ...args, '--origin', origin],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  )
}

/** Uploads a built storefront (`dist`) as is; `preview` leaves the registry where it was. */
export function deployStorefront(dist: string, origin: string, { preview = false } = {}): string {
  return run('deploy-remote', ['--no-build', '--dist', dist, ...(preview ? ['--preview'] : [])], origin)
}

export function rollbackStorefront(origin: string): string {
  return run('rollback-remote', [], origin)
}

/** The build folder a registry address names: `/remote-builds/storefront/<build>/mf-manifest.json` → `<build>`. */
export function buildIdOf(manifest: string): string | null {
  return /^\/remote-builds\/storefront\/([^/]+)\/mf-manifest\.json$/.exec(manifest)?.[1] ?? null
}
