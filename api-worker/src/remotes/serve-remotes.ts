import type { Bindings } from '../env'
import { remoteRegistry } from './registry'

/**
 * `/remotes.json` tells the shell where each remote's manifest lives (remotes/registry.ts). Never cached: moving a
 * remote's pointer must reach the next page load.
 */
export async function serveRemotes(_request: Request, env: Bindings): Promise<Response> {
  return Response.json(await remoteRegistry(env), { headers: { 'Cache-Control': 'no-store' } })
}
