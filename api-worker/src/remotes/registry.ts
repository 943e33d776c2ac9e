import { buildManifestAddress } from '@shop/domain/remote-build'
import {
  BUILT_REGISTRY,
  isRemoteName,
  type RemoteRegistry,
  registryEntries,
} from '@shop/domain/remote-registry'
import { memoByGeneration } from '../cache/generation-memo'
import { liveBuilds } from '../deploy/release-queries'
import type { Bindings } from '../env'
import { clientOf } from '../lib/database'

export {
  BUILT_REGISTRY,
  isRemoteName,
  REMOTE_NAMES,
  type RemoteName,
  type RemoteRegistry,
} from '@shop/domain/remote-registry'

/** The REMOTES variable's entries, or none when it is empty or not a JSON object of strings. */
export function registryFromVariable(text: string | undefined): Partial<RemoteRegistry> {
  const trimmed = text?.trim()
  if (!trimmed) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(trimmed)
  } catch {
    console.error('REMOTES is not valid JSON; using the built remote locations')
    return {}
  }
  return registryEntries(parsed)
}

/**
 * The registry the shell reads at start-up (`/remotes.json`) and the worker's pages preload from, per remote: its live
 * deployed build (deploy/release-queries.ts, one D1 read), else the REMOTES variable's entry, else the built layout.
 */
export function remoteRegistry(env: Bindings): Promise<RemoteRegistry> {
  return registryOf(env, () => liveBuilds(clientOf(env.DB)))
}

const visitorLiveBuilds = memoByGeneration(liveBuilds)

/**
 * The registry as `/remotes.json` and the pages' preloads read it: the live builds read once per visitor-cache
 * generation in an isolate (cache/generation-memo.ts), which a release or a rollback moves on.
 */
export function visitorRegistry(env: Bindings): Promise<RemoteRegistry> {
  return registryOf(env, () => visitorLiveBuilds(env))
}

async function registryOf(
  env: Bindings,
  builds: () => Promise<Map<string, string>>,
): Promise<RemoteRegistry> {
  const registry: RemoteRegistry = { ...BUILT_REGISTRY, ...registryFromVariable(env.REMOTES) }
  for (const [name, buildId] of await storedBuilds(builds)) {
    if (isRemoteName(name)) registry[name] = buildManifestAddress(name, buildId)
  }
  return registry
}

/** The live builds, or none when D1 cannot answer: the shop then still starts, on the built or configured remotes. */
async function storedBuilds(builds: () => Promise<Map<string, string>>): Promise<Map<string, string>> {
  try {
    return await builds()
  } catch (error) {
    console.error('remote releases unreadable; answering the configured remotes', error)
    return new Map()
  }
}
