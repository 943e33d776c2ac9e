import type { Bindings } from '../env'
import { etagMatches } from '../lib/etag'
import { IMMUTABLE } from '../media'
import { type CacheOutcome, edgeStore } from './edge-cache'

/** The largest file the edge keeps a copy of: a larger one (a video) streams from R2 each time. */
export const MAX_EDGE_COPY_BYTES = 32 * 1024 * 1024

/**
 * How long the edge keeps its copy. The browser keeps the file a year (its address is its content), the edge a day:
 * a file taken down (a picture an admin removed) is gone from every edge within a day.
 */
const EDGE_COPY = 'public, max-age=86400'

/**
 * A GET of a content-addressed file from R2 (media, a deployed remote's build), answered from the edge's Cache API
 * when this data centre holds it: R2 answers from where the bucket lives, so a shopper far from it waited a long
 * round trip for every picture, the largest paint of a list or product page among them. Only whole year-long 200
 * answers up to MAX_EDGE_COPY_BYTES are kept, keyed by their address alone; a Range, a HEAD, or `EDGE_CACHE` off go
 * to R2 as before. If-None-Match is answered here, 304 without a body.
 */
export async function throughEdgeCache(
  request: Request,
  env: Bindings,
  ctx: ExecutionContext,
  serve: (request: Request) => Promise<Response>,
): Promise<Response> {
  if (!keepable(request, env)) return serve(request)
  const key = new Request(request.url)
  const hit = await edgeStore().match(key)
  if (hit) return answer(request, hit, 'hit')
  // Asked without the visitor's validators (the copy to keep needs the body), in their language for a failure's text.
  const language = request.headers.get('Accept-Language')
  const fresh = await serve(
    new Request(request.url, { headers: language ? { 'Accept-Language': language } : {} }),
  )
  if (!storable(fresh)) return answer(request, fresh, 'bypass')
  const copy = fresh.clone()
  const headers = new Headers(copy.headers)
  headers.set('Cache-Control', EDGE_COPY)
  ctx.waitUntil(edgeStore().put(key, new Response(copy.body, { status: 200, headers })))
  return answer(request, fresh, 'miss')
}

function keepable(request: Request, env: Bindings): boolean {
  return (
    request.method === 'GET' &&
    !request.headers.has('Range') &&
    env.EDGE_CACHE !== 'off' &&
    typeof caches !== 'undefined'
  )
}

function storable(response: Response): boolean {
  const length = Number(response.headers.get('Content-Length') ?? Number.NaN)
  return (
    response.status === 200 &&
    response.headers.get('Cache-Control') === IMMUTABLE &&
    Number.isFinite(length) &&
    length <= MAX_EDGE_COPY_BYTES
  )
}

function answer(request: Request, response: Response, outcome: CacheOutcome): Response {
  const headers = new Headers(response.headers)
  headers.set('X-Shop-Cache', outcome)
  if (outcome === 'bypass') return new Response(response.body, { status: response.status, headers })
  headers.set('Cache-Control', IMMUTABLE)
  if (etagMatches(request, headers.get('ETag'))) {
    void response.body?.cancel()
    return new Response(null, { status: 304, headers })
  }
  return new Response(response.body, { status: 200, headers })
}
