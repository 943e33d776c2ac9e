import { BUILT_REGISTRY, type RemoteRegistry } from '@shop/domain/remote-registry'

export { isRemoteName, REMOTE_NAMES, type RemoteName } from '@shop/domain/remote-registry'
export type RemoteManifests = RemoteRegistry

/** Where the built remotes live beside the shell; /remotes.json normally says the same or points elsewhere. */
export const DEFAULT_MANIFESTS: RemoteManifests = BUILT_REGISTRY
