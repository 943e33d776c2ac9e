import type { Bindings } from './env'

/**
 * `/remotes.json` tells the shell where each remote's manifest lives. The REMOTES variable, when set, overrides the
 * file built into dist/public, so a deployment can point at other remote builds without rebuilding the shell.
 */
export async function serveRemotes(request: Request, env: Bindings): Promise<Response> {
  const override = env.REMOTES?.trim()
  if (!override) return env.ASSETS.fetch(request)
  let remotes: unknown
  try {
    remotes = JSON.parse(override)
  } catch (error) {
    console.error('REMOTES is not valid JSON; serving the built remotes.json', error)
    return env.ASSETS.fetch(request)
  }
  return Response.json(remotes, { headers: { 'Cache-Control': 'no-store' } })
}
