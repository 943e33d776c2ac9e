/**
 * `npm run rollback -w <remote>`: the remote's live release is marked rolled back, so `/remotes.json` points at the
 * one before it (or, with none left, the built layout) on the shell's next page load.
 *   tsx scripts/deploy/rollback-remote.ts storefront [--origin URL]
 */
import { defaultOrigin, remoteNamed } from './args'
import { deployApi, deployToken } from './deploy-api'

async function main() {
  const [name, ...rest] = process.argv.slice(2)
  const remote = remoteNamed(name)
  let origin = defaultOrigin()
  for (let i = 0; i < rest.length; i++) {
    const [flag, inline] = (rest[i] ?? '').split('=', 2)
    if (flag !== '--origin')
      throw new Error(`Unknown argument: ${rest[i]} (usage: rollback-remote <remote> [--origin URL])`)
    origin = (inline ?? rest[++i] ?? '').replace(/\/+$/, '')
  }
  const api = deployApi(origin, deployToken())
  const data = (await api('POST', `/${remote.name}/rollback`)) as {
    rolledBack: { buildId: string }
    manifest: string
  }
  console.log(`✓ ${remote.name}: build ${data.rolledBack.buildId} rolled back; now ${data.manifest}`)
}

main().catch((error: Error) => {
  console.error(`✗ ${error.message}`)
  process.exit(1)
})
