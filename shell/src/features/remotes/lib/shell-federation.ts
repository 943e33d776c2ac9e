import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime'
import { loadManifests } from './load-manifests'
import { createRemoteLoader, type RemoteLoader } from './remote-loader'
import type { RemotePreview } from './remote-overrides'

/** The build-time federation instance of the shell: its remote loader, and the previews this tab loads (for the banner). */
export function createShellRemotes(): { loadRemote: RemoteLoader; previews: Promise<RemotePreview[]> } {
  const federation: ModuleFederation | null = getInstance()
  if (!federation) throw new Error('Module Federation runtime is not initialised')
  // Started at once, in parallel with the first render, and read once per page load.
  const loaded = loadManifests()
  return {
    loadRemote: createRemoteLoader(federation, () => loaded.then(({ manifests }) => manifests)),
    previews: loaded.then(({ previews }) => previews),
  }
}
