import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime'
import { loadManifests } from './load-manifests'
import { manifestGuardPlugin } from './manifest-guard'
import { createRemoteLoader, type RemoteLoader } from './remote-loader'

/** The build-time federation instance of the shell, with the manifest guard installed, and its remote loader. */
export function createShellRemoteLoader(): RemoteLoader {
  const federation: ModuleFederation | null = getInstance()
  if (!federation) throw new Error('Module Federation runtime is not initialised')
  federation.registerPlugins([manifestGuardPlugin()])
  // Started at once, in parallel with the first render, and read once per page load.
  const manifests = loadManifests()
  return createRemoteLoader(federation, () => manifests)
}
