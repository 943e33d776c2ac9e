import type { Bindings } from '../env'
import { visitorRegistry } from './registry'

/**
 * `/remotes.json` tells the shell where each remote's manifest lives (remotes/registry.ts). Never cached by a browser:
 * moving a remote's pointer must reach the next page load, which the release does by moving the visitor cache's
 * generation on (`visitorRegistry`).
 */
export async function serveRemotes(_request: Request, env: Bindings): Promise<Response> {
  return Response.json(await visitorRegistry(env), { headers: { 'Cache-Control': 'no-store' } })
}
