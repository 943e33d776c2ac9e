import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'
import { RemoteLoadError } from './remote-load-error'

/**
 * Fetches a remote manifest and refuses anything but a federation manifest. A static host's SPA fallback answers a
 * missing manifest with index.html and status 200; that must count as a failed remote, not be parsed.
 */
export async function fetchManifest(url: string, init?: RequestInit): Promise<Response> {
  let response: Response
  try {
    response = await fetch(url, init)
  } catch (cause) {
    throw new RemoteLoadError(`Manifest ${url} could not be fetched`, { cause })
  }
  if (!response.ok) throw new RemoteLoadError(`Manifest ${url} answered ${response.status}`)
  const type = response.headers.get('content-type') ?? ''
  const text = await response.text()
  if (type.includes('text/html') || /^\s*</.test(text))
    throw new RemoteLoadError(`Manifest ${url} answered HTML`)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new RemoteLoadError(`Manifest ${url} is not JSON`, { cause })
  }
  if (typeof json !== 'object' || json === null || !('metaData' in json)) {
    throw new RemoteLoadError(`Manifest ${url} is not a federation manifest`)
  }
  return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } })
}

/** Routes the runtime's manifest requests through fetchManifest. */
export function manifestGuardPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-manifest-guard',
    fetch(url, init) {
      return url.endsWith('.json') ? fetchManifest(url, init) : undefined
    },
  }
}
