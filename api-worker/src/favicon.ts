import { resolveMediaUrl } from '@shop/domain'
import type { Bindings } from './env'
import { pageSettings } from './seo/site-settings'

/**
 * `/favicon.ico`, which browsers ask for on their own: a redirect to the favicon chosen in settings, or a plain 404
 * when none is chosen (never the shell's HTML, which a browser cannot use as an icon). Not cached for long, so a
 * new favicon shows without waiting for a year-long cache to expire.
 */
export async function serveFavicon(request: Request, env: Bindings): Promise<Response> {
  const { faviconUrl } = await pageSettings(env)
  const location = resolveMediaUrl(faviconUrl, new URL(request.url).origin)
  if (!location) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-cache' } })
  return new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'no-cache' } })
}
