import type { Context, MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { replicaClientOf } from '../lib/database'
import { etagMatches } from '../lib/etag'
import { keepAlive } from '../lib/keep-alive'
import { carriesCredentials } from '../security/security-headers'
import { cacheGenerationOf } from './generation'

/**
 * How long the edge keeps a visitor answer. Staff writes move the generation (instant); stock taken by orders
 * shows within this time (the cart and the order re-read stock on the server, so nothing is oversold).
 */
export const EDGE_TTL_SECONDS = 60

/** Browsers revalidate every time, cheaply: the ETag turns an unchanged answer into a 304 without a body. */
const BROWSER_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

export type CacheOutcome = 'hit' | 'miss' | 'bypass'

/**
 * The worker's own cache. Spelled out because the typed client's consumers check this file against the DOM's
 * CacheStorage, which has no `default`.
 */
export function edgeStore(): Cache {
  return (caches as CacheStorage & { default: Cache }).default
}

function cacheable(c: Context<AppEnv>): boolean {
  const method = c.req.method
  return (
    (method === 'GET' || method === 'HEAD') &&
    c.env.EDGE_CACHE !== 'off' &&
    typeof caches !== 'undefined' &&
    !carriesCredentials(c.req.raw)
  )
}

/** The entry's key: the generation and the caller's language, never anything of the caller's own. */
function keyOf(c: Context<AppEnv>, generation: number): Request {
  const url = new URL(c.req.url)
  return new Request(`https://edge-cache.internal/g${generation}/${c.var.lang}${url.pathname}${url.search}`)
}

async function etagOf(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', body))
  return `"${Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')}"`
}

/**
 * An answer is kept per language (keyOf): a list sorted by name is in that language's alphabetical order, and messages
 * are worded in it. Said to any cache between the worker and the browser too, on every answer these routes give.
 */
function varyByLanguage(headers: Headers) {
  if (!/\baccept-language\b/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Accept-Language')
}

/** The answer to send: a 304 when the browser already holds this body, otherwise the body with its headers. */
function answer(
  c: Context<AppEnv>,
  body: BodyInit | null,
  headers: Headers,
  outcome: CacheOutcome,
): Response {
  headers.set('Cache-Control', BROWSER_CACHE_CONTROL)
  headers.set('X-Shop-Cache', outcome)
  varyByLanguage(headers)
  if (etagMatches(c.req.raw, headers.get('ETag'))) return new Response(null, { status: 304, headers })
  return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers })
}

/**
 * Visitor answers of public GET routes, kept in the edge's Cache API under the current generation and language,
 * with an ETag. Requests with credentials (a session cookie or a bearer token) always go to the handler: a public
 * route may answer more to a signed-in caller. Only whole 200 JSON answers without cookies are stored.
 */
export function edgeCache(): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async function edgeCache(c, next) {
    if (!cacheable(c)) {
      await next()
      c.res.headers.set('X-Shop-Cache', 'bypass')
      varyByLanguage(c.res.headers)
      return
    }
    const generation = await cacheGenerationOf(c.env.DB, { background: (work) => keepAlive(c, work) })
    const key = keyOf(c, generation.value)
    const hit = await edgeStore().match(key)
    if (hit) {
      c.res = answer(c, hit.body, new Headers(hit.headers), 'hit')
      return
    }
    // What is stored under this generation must be at least as new as the write that set it: read it from a replica
    // holding the generation read's bookmark.
    c.set('db', replicaClientOf(c.env.DB, generation.bookmark))
    await next()
    const fresh = c.res
    const storable =
      fresh.status === 200 &&
      !fresh.headers.has('Set-Cookie') &&
      (fresh.headers.get('Content-Type') ?? '').includes('application/json')
    if (!storable) {
      fresh.headers.set('X-Shop-Cache', 'bypass')
      varyByLanguage(fresh.headers)
      return
    }
    const body = await fresh.arrayBuffer()
    const headers = new Headers(fresh.headers)
    headers.delete('Server-Timing')
    headers.set('ETag', await etagOf(body))
    const stored = new Headers(headers)
    stored.set('Cache-Control', `public, s-maxage=${EDGE_TTL_SECONDS}`)
    keepAlive(c, edgeStore().put(key, new Response(body, { status: 200, headers: stored })))
    c.res = undefined
    c.res = answer(c, body, headers, 'miss')
  })
}
