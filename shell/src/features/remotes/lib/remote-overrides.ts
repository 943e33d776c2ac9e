import { isRemoteName, type RemoteManifests, type RemoteName } from './remote-names'

/**
 * `?remote:admin=http://localhost:3003/mf-manifest.json` points a shell running on the developer's own machine at a
 * remote's dev server, for the rest of that tab's session.
 */
const PARAM_PREFIX = 'remote:'
const STORAGE_PREFIX = 'mf-remote-override:'

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

function isLoopback(url: URL): boolean {
  return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.includes(url.hostname)
}

/**
 * Overrides are a developer's tool: only a shop served from the developer's own machine honours them. On a real
 * domain a crafted link can neither break the shop for a visitor nor run code from the visitor's machine.
 */
export function overridesHonoured(origin: string): boolean {
  try {
    return isLoopback(new URL(origin))
  } catch {
    return false
  }
}

/** An override can load any script into the shop's origin, so only this origin and loopback hosts are accepted. */
export function isAllowedOverride(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url, origin)
    return parsed.origin === origin || isLoopback(parsed)
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

/**
 * On a developer's machine: keeps overrides from the URL in the (session) storage, then applies every kept and
 * allowed one over the registry. Anywhere else the registry is answered as it is.
 */
export function applyOverrides(
  manifests: RemoteManifests,
  search: string,
  origin: string,
  storage: OverrideStorage,
): RemoteManifests {
  if (!overridesHonoured(origin)) return manifests
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
