// Builds the three remotes and the shell, then lays them out the way one worker serves them:
// shell at the site root, each remote under /remotes/<name>/.
import { cp, mkdir, rm } from 'node:fs/promises'
import { publicDir, remotes, root } from './lib/paths.mjs'
import { bin, run } from './lib/run.mjs'

/** npm's exit code when the bundler process aborted (SIGABRT). */
const ABORTED = /exited with (?:134|SIGABRT)$/

/**
 * Rspack has been seen to abort while exiting after a build it finished (exit 134, about one build in ten on this
 * machine). The build is deterministic, so a workspace whose bundler aborted is built once more; any other failure
 * (a type or compile error) stops at once.
 */
export async function buildWorkspace(
  workspace,
  once = () => run('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: root }),
) {
  try {
    await once()
  } catch (error) {
    if (!ABORTED.test(error.message)) throw error
    console.warn(`\n▸ ${workspace}: the bundler aborted (${error.message}); building it again`)
    await once()
  }
}

export async function build() {
  const workspaces = [...remotes.map((remote) => remote.workspace), 'shell']
  for (const workspace of workspaces) {
    console.log(`\n▸ building ${workspace}`)
    await buildWorkspace(workspace)
  }
  await rm(publicDir, { recursive: true, force: true })
  await mkdir(publicDir, { recursive: true })
  await cp(`${root}shell/dist`, publicDir, { recursive: true })
  for (const remote of remotes) {
    await cp(`${root}${remote.workspace}/dist`, `${publicDir}/remotes/${remote.name}`, { recursive: true })
  }
  console.log(`\n✓ front ends assembled in ${publicDir}`)
  // A remote the shell cannot run fails here, not in a shopper's browser.
  await run(bin('tsx'), [`${root}scripts/check-contracts.ts`, publicDir], { cwd: root })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build().catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}
