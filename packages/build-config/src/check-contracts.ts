import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { satisfy } from '@module-federation/enhanced/runtime'
import { REMOTE_EXPOSES, type RemoteName } from './remote-contracts'

/** The parts of a built `mf-manifest.json` the contract check reads. */
export interface BuiltManifest {
  name: string
  shared: { name: string; version: string; singleton?: boolean; requiredVersion?: string | false }[]
  exposes: { name: string }[]
}

const REMOTES = Object.keys(REMOTE_EXPOSES) as RemoteName[]

function exposeProblems(remote: RemoteName, manifest: BuiltManifest): string[] {
  const expected: readonly string[] = REMOTE_EXPOSES[remote]
  const built = manifest.exposes.map((expose) => expose.name)
  return [
    ...expected
      .filter((name) => !built.includes(name))
      .map((name) => `${remote} does not expose ./${name}, which the shell renders`),
    ...built
      .filter((name) => !expected.includes(name))
      .map((name) => `${remote} exposes ./${name}, which is not in the contract (remote-contracts.ts)`),
  ]
}

/**
 * Every singleton a remote needs must be provided by the shell in a version its range accepts (checked with the
 * federation runtime's own `satisfy`, the test it applies at load time), and the two must share the same set: a
 * singleton only one side shares is two instances on the page.
 */
function sharedProblems(remote: RemoteName, manifest: BuiltManifest, shell: BuiltManifest): string[] {
  const problems: string[] = []
  const provided = new Map(shell.shared.map((shared) => [shared.name, shared]))
  for (const needed of manifest.shared) {
    const fromShell = provided.get(needed.name)
    if (!fromShell) {
      problems.push(`${remote} shares ${needed.name}, which the shell does not share`)
      continue
    }
    if (typeof needed.requiredVersion !== 'string') {
      problems.push(`${remote} shares ${needed.name} without a version range`)
    } else if (!satisfy(fromShell.version, needed.requiredVersion)) {
      problems.push(
        `${remote} needs ${needed.name} ${needed.requiredVersion}, the shell provides ${fromShell.version}`,
      )
    }
  }
  const remoteShares = new Set(manifest.shared.map((shared) => shared.name))
  for (const name of provided.keys()) {
    if (!remoteShares.has(name)) problems.push(`${remote} bundles its own ${name}, which the shell shares`)
  }
  return problems
}

/** Every way the built remotes break what the shell expects; empty when they all fit. */
export function contractProblems(shell: BuiltManifest, remotes: Record<RemoteName, BuiltManifest>): string[] {
  return REMOTES.flatMap((remote) => [
    ...exposeProblems(remote, remotes[remote]),
    ...sharedProblems(remote, remotes[remote], shell),
  ])
}

async function readManifest(path: string): Promise<BuiltManifest> {
  return JSON.parse(await readFile(path, 'utf8')) as BuiltManifest
}

/** Reads the assembled front ends (shell at the root, each remote under remotes/<name>/) and checks them. */
export async function checkBuiltContracts(publicDir: string): Promise<string[]> {
  const shell = await readManifest(join(publicDir, 'mf-manifest.json'))
  const remotes = {} as Record<RemoteName, BuiltManifest>
  for (const remote of REMOTES) {
    remotes[remote] = await readManifest(join(publicDir, 'remotes', remote, 'mf-manifest.json'))
  }
  return contractProblems(shell, remotes)
}
