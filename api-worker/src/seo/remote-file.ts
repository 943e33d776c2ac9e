import type { Bindings } from '../env'

/** A same-origin path the worker answers itself, or null when the path is not its to serve. */
export type SameOriginServer = (request: Request, env: Bindings) => Response | null | Promise<Response | null>

/**
 * The hook for remote files the worker serves from somewhere other than the built assets (e.g. stored remote
 * releases read from R2): each server is asked in turn before the asset store. Kept here, not imported from the
 * remotes' own code, so this page code depends on nothing but `remoteRegistry`.
 */
export const sameOriginServers: SameOriginServer[] = []

/** How long a remote file on another origin may take before the page goes on without it. */
const CROSS_ORIGIN_TIMEOUT_MS = 1500

/**
 * A remote's file as the browser would get it: same-origin paths through the worker's own routing (the built
 * `/remotes/...` tree from the asset store, anything else from a registered server, then the asset store), other
 * origins over the network with a short timeout. `path` may be a path on this site or an absolute URL.
 */
export async function fetchRemoteFile(env: Bindings, request: Request, path: string): Promise<Response> {
  const url = new URL(path, request.url)
  const fileRequest = new Request(url, { headers: { Accept: 'application/json' } })
  if (url.origin !== new URL(request.url).origin) {
    return fetch(fileRequest, { signal: AbortSignal.timeout(CROSS_ORIGIN_TIMEOUT_MS) })
  }
  if (!url.pathname.startsWith('/remotes/')) {
    for (const serve of sameOriginServers) {
      const answer = await serve(fileRequest, env)
      if (answer) return answer
    }
  }
  return env.ASSETS.fetch(fileRequest)
}
