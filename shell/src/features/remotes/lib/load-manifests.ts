import { DEFAULT_MANIFESTS, isRemoteName, type RemoteManifests } from './remote-names'
import { applyOverrides } from './remote-overrides'

function parseDoc(value: unknown): Partial<RemoteManifests> {
  if (typeof value !== 'object' || value === null) return {}
  const doc: Partial<RemoteManifests> = {}
  for (const [name, url] of Object.entries(value)) {
    if (isRemoteName(name) && typeof url === 'string' && url) doc[name] = url
  }
  return doc
}

/**
 * The remote registry: /remotes.json (served beside the shell, overridable by the worker), falling back to the
 * default layout when it is missing or malformed, then any developer override.
 */
export async function loadManifests(): Promise<RemoteManifests> {
  let doc: Partial<RemoteManifests> = {}
  try {
    const response = await fetch('/remotes.json', { headers: { Accept: 'application/json' } })
    if (response.ok) doc = parseDoc(await response.json())
  } catch (error) {
    console.warn('remotes.json could not be read; using the default remote locations', error)
  }
  let storage: Storage | null = null
  try {
    // Session storage: an override never outlives the tab that asked for it.
    storage = window.sessionStorage
  } catch {
    storage = null
  }
  const manifests = { ...DEFAULT_MANIFESTS, ...doc }
  return storage
    ? applyOverrides(manifests, window.location.search, window.location.origin, storage)
    : manifests
}
