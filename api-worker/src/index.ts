import { app } from './app'
import { throughEdgeCache } from './cache/immutable-edge'
import type { Bindings } from './env'
import { serveFavicon } from './favicon'
import { releaseOrphanMedia } from './jobs/release-orphan-media'
import { clientOf } from './lib/database'
import { serveMedia } from './media'
import { remoteBuildServer, serveRemoteBuild } from './remotes/serve-build'
import { serveRemotes } from './remotes/serve-remotes'
import { withSecurityHeaders } from './security/security-headers'
import { isScreenPath, matchShopPage } from './seo/page-route'
import { sameOriginServers } from './seo/remote-file'
import { serveRobots } from './seo/robots'
import { shellHtml } from './seo/shell-html'
import { inVisitorLanguage } from './seo/shell-page'
import { serveShopPage } from './seo/shop-page'
import { isSitemapPath, serveSitemap } from './seo/sitemap'

// A page's preloads read the storefront's manifest where the registry points, a deployed build's too.
sameOriginServers.push(remoteBuildServer)

async function route(request: Request, env: Bindings, ctx: ExecutionContext): Promise<Response> {
  const { pathname, origin } = new URL(request.url)
  if (pathname === '/api' || pathname.startsWith('/api/')) return app.fetch(request, env, ctx)
  if (pathname.startsWith('/media/'))
    return throughEdgeCache(request, env, ctx, (asked) => serveMedia(asked, env))
  if (pathname === '/remotes.json') return serveRemotes(request, env)
  if (pathname.startsWith('/remote-builds/'))
    return throughEdgeCache(request, env, ctx, (asked) => serveRemoteBuild(asked, env))
  if (pathname === '/favicon.ico') return serveFavicon(request, env)
  if (pathname === '/robots.txt') return serveRobots(request)
  if (isSitemapPath(pathname)) return serveSitemap(request, env)
  const readsPage = request.method === 'GET' || request.method === 'HEAD'
  const shopPage = readsPage ? matchShopPage(pathname) : null
  if (shopPage) return serveShopPage(request, env, shopPage, ctx)
  // A screen is the shell's HTML whatever its path, kept in the isolate (seo/shell-html.ts) instead of asked for.
  const answer =
    request.method === 'GET' && isScreenPath(pathname)
      ? await shellHtml(env.ASSETS, origin)
      : await env.ASSETS.fetch(request)
  return inVisitorLanguage(request, env, answer, ctx)
}

/**
 * One worker: the API, media and deployed remote builds from R2, the remote registry, the favicon from settings, and
 * the built front ends for everything else, each answer with the security headers (security/security-headers.ts).
 */
export default {
  async fetch(request, env, ctx) {
    return withSecurityHeaders(request, await route(request, env, ctx), env)
  },
  /** The daily cron (wrangler.toml): uploads left behind by forms closed without saving. */
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      releaseOrphanMedia(clientOf(env.DB), env.MEDIA).then((removed) => {
        console.log(`released ${removed.length} orphaned uploads`)
      }),
    )
  },
} satisfies ExportedHandler<Bindings>
