import type { ModuleFederation } from '@module-federation/enhanced/runtime'
import { nextTask } from '../../../next-task'
import { readManifest } from './manifest-guard'
import { remoteEntryOf } from './remote-entry'
import { RemoteLoadError } from './remote-load-error'
import type { RemoteManifests, RemoteName } from './remote-names'

export type RemoteLoader = <T>(remote: RemoteName, exposed: string, attempt: number) => Promise<T>

/**
 * Loads `<remote>/<exposed>` through the federation runtime. A remote is registered when first needed (so the admin
 * remote is never fetched on shop pages), from the entry its manifest names; the modules asked for at the same time
 * share one registration. A retry reads the manifest again and registers the remote with `force`, dropping the
 * failed attempt.
 *
 * A page asks for three modules at once (the storefront's header, routes and footer), and their code arrives
 * together: each is evaluated (its whole import graph) in a task of its own, so a phone runs three shorter tasks.
 */
export function createRemoteLoader(
  federation: ModuleFederation,
  manifests: () => Promise<RemoteManifests>,
): RemoteLoader {
  const registrations = new Map<RemoteName, { attempt: number; done: Promise<void> }>()

  function register(remote: RemoteName, attempt: number): Promise<void> {
    const current = registrations.get(remote)
    if (current && current.attempt >= attempt) return current.done
    const done = (async () => {
      const manifestUrl = (await manifests())[remote]
      const entry = remoteEntryOf(manifestUrl, await readManifest(manifestUrl))
      federation.registerRemotes([{ name: remote, ...entry }], { force: current !== undefined })
    })()
    registrations.set(remote, { attempt, done })
    return done
  }

  return async function loadRemoteModule<T>(
    remote: RemoteName,
    exposed: string,
    attempt: number,
  ): Promise<T> {
    await register(remote, attempt)
    let loaded: T | null
    try {
      const evaluate = await federation.loadRemote<() => T | Promise<T>>(`${remote}/${exposed}`, {
        loadFactory: false,
        from: 'runtime',
      })
      if (!evaluate) throw new RemoteLoadError(`${remote}/${exposed} is missing`)
      await nextTask()
      loaded = await evaluate()
    } catch (cause) {
      throw new RemoteLoadError(`${remote}/${exposed} could not be loaded`, { cause })
    }
    if (!loaded) throw new RemoteLoadError(`${remote}/${exposed} is empty`)
    return loaded
  }
}
