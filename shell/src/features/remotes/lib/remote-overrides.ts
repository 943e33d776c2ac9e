import { isRemoteName, REMOTE_NAMES, type RemoteManifests, type RemoteName } from './remote-names'

/**
 * `?remote:storefront=<manifest>` loads another build of a remote into this tab, until the tab closes or
 * `?remote:storefront=` (empty) clears it. Who may do that depends on the build:
 * - a development build (a team's own machine): any manifest on this site or a loopback dev server;
 * - a production build: only a signed-in admin, only a build this site serves (a preview uploaded with
 *   `npm run deploy -- --preview`, or the built layout), and always under a banner (components/preview-banner.tsx).
 * Anyone else following such a link gets the live shop, and whatever was kept is dropped.
 */
export type OverrideMode = 'developer' | 'admin-preview'

const PARAM_PREFIX = 'remote:'
const STORAGE_PREFIX = 'mf-remote-override:'
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']
/** Where this site serves remote builds: uploaded releases and previews, and the assembled build. */
const SITE_BUILD_PATHS = ['/remote-builds/', '/remotes/']

export interface OverrideStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A remote this tab loads from somewhere other than the registry. */
export interface RemotePreview {
  remote: RemoteName
  url: string
}

function isLoopback(url: URL): boolean {
  return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.includes(url.hostname)
}

/** An override can load any script into the shop's origin, so each mode accepts a narrow set of addresses. */
export function isAllowedOverride(url: string, origin: string, mode: OverrideMode): boolean {
  try {
    const parsed = new URL(url, origin)
    if (mode === 'developer') return parsed.origin === origin || isLoopback(parsed)
    return (
      parsed.origin === origin &&
      parsed.pathname.endsWith('/mf-manifest.json') &&
      !parsed.pathname.includes('..') &&
      SITE_BUILD_PATHS.some((path) => parsed.pathname.startsWith(path))
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

/** Whether this page load asks for or keeps any override (so a production shell asks who is signed in). */
export function overridesRequested(search: string, storage: OverrideStorage): boolean {
  return (
    Object.keys(overridesFromSearch(search)).length > 0 ||
    REMOTE_NAMES.some((name) => storage.getItem(STORAGE_PREFIX + name) !== null)
  )
}

/** Forgets every kept override (a preview closed, or asked for by someone who may not). */
export function clearOverrides(storage: OverrideStorage): void {
  for (const name of REMOTE_NAMES) storage.removeItem(STORAGE_PREFIX + name)
}

/** The address without its `remote:` parameters: where closing a preview goes. */
export function withoutOverrideParams(href: string): string {
  const url = new URL(href)
  for (const key of [...url.searchParams.keys()]) {
    if (key.startsWith(PARAM_PREFIX)) url.searchParams.delete(key)
  }
  return url.toString()
}

/**
 * Keeps the allowed overrides from the URL in the (session) storage, then applies every kept and allowed one over
 * the registry; answers the manifests to load and the remotes that now differ from the registry.
 */
export function applyOverrides(
  manifests: RemoteManifests,
  search: string,
  origin: string,
  storage: OverrideStorage,
  mode: OverrideMode,
): { manifests: RemoteManifests; previews: RemotePreview[] } {
  for (const [name, url] of Object.entries(overridesFromSearch(search))) {
    if (!url) storage.removeItem(STORAGE_PREFIX + name)
    else if (isAllowedOverride(url, origin, mode)) storage.setItem(STORAGE_PREFIX + name, url)
    else console.warn(`Ignoring remote override for ${name}: this build does not load remotes from ${url}`)
  }
  const result = { ...manifests }
  const previews: RemotePreview[] = []
  for (const name of REMOTE_NAMES) {
    const url = storage.getItem(STORAGE_PREFIX + name)
    if (!url) continue
    if (!isAllowedOverride(url, origin, mode)) {
      storage.removeItem(STORAGE_PREFIX + name)
      continue
    }
    if (url === result[name]) continue
    console.info(`Remote ${name} overridden: ${url} (clear with ?${PARAM_PREFIX}${name}=)`)
    result[name] = url
    previews.push({ remote: name, url })
  }
  return { manifests: result, previews }
}
