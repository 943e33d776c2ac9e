import type { env } from 'cloudflare:workers'

/**
 * An asset store holding a shell and nothing built beside it: `html` for every page path (the single-page fallback),
 * each of `files` as JSON at its path (remote manifests, screens), 404 for any other file under /remotes or /static.
 */
export function shellAssets(html: string, files: Record<string, unknown> = {}): typeof env.ASSETS {
  return {
    async fetch(input: RequestInfo | URL) {
      const { pathname } = new URL(input instanceof Request ? input.url : input)
      const body = files[pathname]
      if (body) return Response.json(body)
      if (pathname.startsWith('/remotes/') || pathname.startsWith('/static/'))
        return new Response('not found', { status: 404 })
      return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    },
  } as typeof env.ASSETS
}
