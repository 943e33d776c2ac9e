import { isRemoteName, type RemoteManifests, type RemoteName } from './remote-names'

/** `?remote:admin=http://localhost:3003/mf-manifest.json` points the shell at a remote's dev server. */
const PARAM_PREFIX = 'remote:'
const STORAGE_PREFIX = 'mf-remote-override:'

/**
 * An override can load any script into the shop's origin, so only this origin and the developer's own machine are
 * accepted: a crafted link cannot make a shopper's browser run someone else's code.
 */
export function isAllowedOverride(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url, origin)
    if (parsed.origin === origin) return true
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
      ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)
    )
  } catch {
    return false
  }
}

/** Overrides named in the query string: a URL sets one, an empty value clears it. */
export function overridesFromSearch(search: string): Partial<Record<RemoteName, string>> {
  const found: Partial<Record<RemoteName, string>> = {}
  for (const [key, value] of new URLSearchParams(search)) {
    const name = key.startsWith(PARAM_PREFIX) ? key.slice(PARAM_PREFIX.length) : ''
    if (isRemoteName(name)) found[name] = value.trim()
  }
  return found
}

interface OverrideStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Persists overrides from the URL, then applies every remembered (and allowed) one over the registry. */
export function applyOverrides(
  manifests: RemoteManifests,
  search: string,
  origin: string,
  storage: OverrideStorage,
): RemoteManifests {
  for (const [name, url] of Object.entries(overridesFromSearch(search))) {
    if (!url) storage.removeItem(STORAGE_PREFIX + name)
    else if (isAllowedOverride(url, origin)) storage.setItem(STORAGE_PREFIX + name, url)
    else console.warn(`Ignoring remote override for ${name}: only this site or localhost may serve remotes`)
  }
  const result = { ...manifests }
  for (const name of Object.keys(result) as RemoteName[]) {
    const url = storage.getItem(STORAGE_PREFIX + name)
    if (url && isAllowedOverride(url, origin)) {
      console.info(`Remote ${name} overridden: ${url} (clear with ?${PARAM_PREFIX}${name}=)`)
      result[name] = url
    }
  }
  return result
}
