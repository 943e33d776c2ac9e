import { app } from './app'
import type { Bindings } from './env'
import { serveMedia } from './media'
import { serveRemotes } from './remotes'

/** One worker: the API, media from R2, the remote registry, and the built front ends for everything else. */
export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url)
    if (pathname === '/api' || pathname.startsWith('/api/')) return app.fetch(request, env, ctx)
    if (pathname.startsWith('/media/')) return serveMedia(request, env)
    if (pathname === '/remotes.json') return serveRemotes(request, env)
    return env.ASSETS.fetch(request)
  },
} satisfies ExportedHandler<Bindings>
