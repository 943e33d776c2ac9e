/**
 * `npm run deploy -w <remote>`: builds one remote, uploads its content-hashed build to the shop's R2 through the deploy
 * API, then publishes it, so `/remotes.json` points the running shell at it on its next page load. With --preview the
 * build is stored but not made live, and the address to try it in the live shell is printed.
 *   tsx scripts/deploy/deploy-remote.ts storefront [--dist DIR] [--no-build] [--preview] [--origin URL]
 */
import { readFile } from 'node:fs/promises'
import { root } from '../lib/paths.mjs'
import { run } from '../lib/run.mjs'
import { parseDeployArgs } from './args'
import { deployApi, deployToken, jsonBody } from './deploy-api'
import { type DistFile, readDist } from './dist-files'

const PARALLEL_UPLOADS = 6

async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T
      await work(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, items.length) }, worker))
}

async function main() {
  const options = parseDeployArgs(process.argv.slice(2))
  const { remote } = options
  if (options.build) await run('npm', ['run', 'build', '--silent', '-w', remote.workspace], { cwd: root })
  const build = await readDist(options.dist)
  const api = deployApi(options.origin, deployToken())
  console.log(`▸ ${remote.name} build ${build.buildId}: ${build.files.length} files from ${options.dist}`)
  if (build.skipped.length)
    console.log(`  left out (not part of a remote build): ${build.skipped.join(', ')}`)

  let uploaded = 0
  await inParallel(build.files, async (file: DistFile) => {
    const data = (await api('PUT', `/${remote.name}/builds/${build.buildId}/files/${file.path}`, {
      body: await readFile(file.file),
      headers: { 'X-Content-SHA256': file.sha256, 'Content-Type': 'application/octet-stream' },
    })) as { stored: boolean }
    if (data.stored) uploaded += 1
  })
  console.log(`  uploaded ${uploaded}, already stored ${build.files.length - uploaded}`)

  const files = build.files.map(({ path, sha256 }) => ({ path, sha256 }))
  const published = (await api(
    'POST',
    `/${remote.name}/releases`,
    jsonBody({ buildId: build.buildId, files, live: !options.preview }),
  )) as { manifest: string; moved: boolean }
  if (options.preview) {
    console.log(`✓ preview stored: ${options.origin}/?remote:${remote.name}=${published.manifest}`)
  } else if (published.moved) {
    console.log(`✓ ${remote.name} is live at ${published.manifest}`)
  } else {
    console.log(`✓ ${remote.name} was already live at ${published.manifest}; nothing moved`)
  }
  console.log(build.buildId)
}

main().catch((error: Error) => {
  console.error(`✗ ${error.message}`)
  process.exit(1)
})
