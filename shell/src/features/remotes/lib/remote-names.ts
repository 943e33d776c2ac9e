export const REMOTE_NAMES = ['storefront', 'account', 'admin'] as const
export type RemoteName = (typeof REMOTE_NAMES)[number]
export type RemoteManifests = Record<RemoteName, string>

/** Where the built remotes live beside the shell; /remotes.json normally says the same. */
export const DEFAULT_MANIFESTS: RemoteManifests = {
  storefront: '/remotes/storefront/mf-manifest.json',
  account: '/remotes/account/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
}

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value)
}
