/** The remotes the shell composes, by the name it registers each under. */
export const REMOTE_NAMES = ['storefront', 'account', 'admin'] as const
export type RemoteName = (typeof REMOTE_NAMES)[number]

/** Each remote's manifest address (absolute, or a path on the shop's own site): what `/remotes.json` answers. */
export type RemoteRegistry = Record<RemoteName, string>

/** Where the assembled build serves each remote beside the shell (dist/public/remotes/<name>/). */
export const BUILT_REGISTRY: RemoteRegistry = {
  storefront: '/remotes/storefront/mf-manifest.json',
  account: '/remotes/account/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
}

/**
 * The attribute the worker puts on each `<link rel="preload">` it writes for a remote's files (its value the remote's
 * name), so the shell knows which remotes the page's HTML preloaded.
 */
export const PRELOADED_BY_ATTRIBUTE = 'data-remote'

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value)
}

/** The entries of a registry document that name a known remote with a non-empty address; anything else is ignored. */
export function registryEntries(value: unknown): Partial<RemoteRegistry> {
  if (typeof value !== 'object' || value === null) return {}
  const entries: Partial<RemoteRegistry> = {}
  for (const [name, address] of Object.entries(value)) {
    if (isRemoteName(name) && typeof address === 'string' && address) entries[name] = address
  }
  return entries
}
