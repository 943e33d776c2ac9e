import { registryFromVariable } from '../remotes/registry'

/**
 * The origins of the remotes the registry (the REMOTES variable) points at, leaving out this site's own origin and
 * anything that is not an absolute http(s) address. A relative manifest address is served from this origin.
 */
export function remoteOrigins(registry: string | undefined, siteOrigin: string): string[] {
  const origins = new Set<string>()
  for (const address of Object.values(registryFromVariable(registry))) {
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
