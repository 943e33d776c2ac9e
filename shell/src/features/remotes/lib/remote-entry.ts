import type { RemoteManifest } from './manifest-guard'
import { RemoteLoadError } from './remote-load-error'

/** What the federation runtime needs to load a remote without reading its manifest itself. */
export interface RemoteEntry {
  entry: string
  entryGlobalName: string
  type: string
}

/**
 * The remote's entry script, from its manifest: `publicPath` ('auto' means beside the manifest) joined with the
 * entry's path and file name, and the global the script defines. The shell resolves this itself so the runtime is
 * built without its manifest snapshot plugin (docs/decisions.md, "The shell reads the remotes' manifests itself").
 */
export function remoteEntryOf(manifestUrl: string, { metaData }: RemoteManifest): RemoteEntry {
  const { remoteEntry, globalName, publicPath } = metaData
  const name = remoteEntry?.name
  if (typeof name !== 'string' || name === '' || typeof globalName !== 'string' || globalName === '') {
    throw new RemoteLoadError(`Manifest ${manifestUrl} names no remote entry`)
  }
  const manifestAt = new URL(manifestUrl, window.location.href)
  const base =
    typeof publicPath === 'string' && publicPath !== 'auto' ? new URL(publicPath, manifestAt) : manifestAt
  const path = typeof remoteEntry?.path === 'string' ? remoteEntry.path.replace(/^\/+|\/+$/g, '') : ''
  return {
    entry: new URL(path ? `${path}/${name}` : name, base).href,
    entryGlobalName: globalName,
    type: typeof remoteEntry?.type === 'string' ? remoteEntry.type : 'global',
  }
}
