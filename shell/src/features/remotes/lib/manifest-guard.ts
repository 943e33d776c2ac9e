import { RemoteLoadError } from './remote-load-error'

/** The part of a remote's `mf-manifest.json` that says where its entry script is. */
export interface RemoteManifest {
  metaData: {
    globalName?: unknown
    publicPath?: unknown
    remoteEntry?: { name?: unknown; path?: unknown; type?: unknown }
  }
}

/**
 * Fetches a remote manifest and refuses anything but a federation manifest. A static host's SPA fallback answers a
 * missing manifest with index.html and status 200; that must count as a failed remote, not be parsed.
 */
export async function readManifest(url: string): Promise<RemoteManifest> {
  let response: Response
  try {
    response = await fetch(url)
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
  if (
    typeof json !== 'object' ||
    json === null ||
    !('metaData' in json) ||
    typeof json.metaData !== 'object' ||
    json.metaData === null
  ) {
    throw new RemoteLoadError(`Manifest ${url} is not a federation manifest`)
  }
  return json as RemoteManifest
}
