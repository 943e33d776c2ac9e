import { buildManifestAddress } from '@shop/domain/remote-build'
import { liveBuilds } from '../deploy/release-queries'
import type { Bindings } from '../env'
import { clientOf } from '../lib/database'

/** The remotes the shell composes, by the name it registers each under. */
export const REMOTE_NAMES = ['storefront', 'account', 'admin'] as const
export type RemoteName = (typeof REMOTE_NAMES)[number]
/** Each remote's manifest address (absolute, or a path on this site). */
export type RemoteRegistry = Record<RemoteName, string>

/** Where the assembled build serves each remote (dist/public/remotes/<name>/). */
export const BUILT_REGISTRY: RemoteRegistry = {
  storefront: '/remotes/storefront/mf-manifest.json',
  account: '/remotes/account/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
}

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value)
}

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
  if (typeof parsed !== 'object' || parsed === null) return {}
  const entries: Partial<RemoteRegistry> = {}
  for (const [name, address] of Object.entries(parsed)) {
    if (isRemoteName(name) && typeof address === 'string' && address) entries[name] = address
  }
  return entries
}

/**
 * The registry the shell reads at start-up (`/remotes.json`) and the worker's pages preload from, per remote: its live
 * deployed build (deploy/release-queries.ts, one D1 read), else the REMOTES variable's entry, else the built layout.
 */
export async function remoteRegistry(env: Bindings): Promise<RemoteRegistry> {
  const registry: RemoteRegistry = { ...BUILT_REGISTRY, ...registryFromVariable(env.REMOTES) }
  for (const [name, buildId] of await storedBuilds(env)) {
    if (isRemoteName(name)) registry[name] = buildManifestAddress(name, buildId)
  }
  return registry
}

/** The live builds, or none when D1 cannot answer: the shop then still starts, on the built or configured remotes. */
async function storedBuilds(env: Bindings): Promise<Map<string, string>> {
  try {
    return await liveBuilds(clientOf(env.DB))
  } catch (error) {
    console.error('remote releases unreadable; answering the configured remotes', error)
    return new Map()
  }
}
