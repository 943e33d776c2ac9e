import type { ModuleFederation } from '@module-federation/enhanced/runtime'
import { RemoteLoadError } from './remote-load-error'
import type { RemoteManifests, RemoteName } from './remote-names'

export type RemoteLoader = <T>(remote: RemoteName, exposed: string, attempt: number) => Promise<T>

/**
 * Loads `<remote>/<exposed>` through the federation runtime. A remote is registered when first needed (so the admin
 * remote is never fetched on shop pages); a retry registers it again with `force`, dropping the failed attempt.
 */
export function createRemoteLoader(
  federation: ModuleFederation,
  manifests: () => Promise<RemoteManifests>,
): RemoteLoader {
  const registered = new Map<RemoteName, number>()
  return async function loadRemoteModule<T>(
    remote: RemoteName,
    exposed: string,
    attempt: number,
  ): Promise<T> {
    const entry = (await manifests())[remote]
    const registeredAttempt = registered.get(remote)
    if (registeredAttempt === undefined || registeredAttempt < attempt) {
      federation.registerRemotes([{ name: remote, entry }], { force: registeredAttempt !== undefined })
      registered.set(remote, attempt)
    }
    let loaded: T | null
    try {
      loaded = await federation.loadRemote<T>(`${remote}/${exposed}`)
    } catch (cause) {
      throw new RemoteLoadError(`${remote}/${exposed} could not be loaded`, { cause })
    }
    if (!loaded) throw new RemoteLoadError(`${remote}/${exposed} is empty`)
    return loaded
  }
}
