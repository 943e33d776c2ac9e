/**
 * The origins of the remotes the registry (the REMOTES variable) points at, leaving out this site's own origin and
 * anything that is not an absolute http(s) address. A relative manifest address is served from this origin.
 */
export function remoteOrigins(registry: string | undefined, siteOrigin: string): string[] {
  const text = registry?.trim()
  if (!text) return []
  let entries: unknown
  try {
    entries = JSON.parse(text)
  } catch {
    return []
  }
  if (typeof entries !== 'object' || entries === null) return []
  const origins = new Set<string>()
  for (const address of Object.values(entries)) {
    if (typeof address !== 'string') continue
    const origin = originOf(address)
    if (origin && origin !== siteOrigin) origins.add(origin)
  }
  return [...origins]
}

function originOf(address: string): string | null {
  try {
    const url = new URL(address)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}
