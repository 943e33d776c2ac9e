import { imageVariantKey, isImageVariantWidth } from '@shop/domain'
import type { Bindings, R2Bucket } from './env'
import { etagMatches } from './lib/etag'
import { type ApiMessageKey, message } from './lib/messages'
import { requestLanguage } from './lib/request-language'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** The original answered for a copy that is missing: kept a day, not a year, in case the copy is made later. */
const STANDING_IN = 'public, max-age=86400'
/** R2 refuses keys longer than this many UTF-8 bytes; such a path cannot name a stored object. */
const R2_MAX_KEY_BYTES = 1024

/**
 * Serves `/media/<key>` from R2. Keys are content-unique (uploads get fresh names), so answers are cached for a year;
 * a matching If-None-Match gets 304 without a body. `?w=` asks for the picture's smaller copy at one of the kept
 * widths (responsive-image.ts); a picture without one is answered with its original.
 */
export async function serveMedia(request: Request, env: Bindings): Promise<Response> {
  const url = new URL(request.url)
  const key = mediaKey(url.pathname)
  const width = url.searchParams.get('w')
  if (width === null || key === null) return serveStoredObject(request, env.MEDIA, key)
  const wanted = Number(width)
  if (!isImageVariantWidth(wanted)) return failure(request, 400, 'media.width_invalid')
  const copy = await serveStoredObject(request, env.MEDIA, imageVariantKey(key, wanted))
  if (copy.status !== 404) return copy
  const original = await serveStoredObject(request, env.MEDIA, key)
  if (original.ok || original.status === 304) original.headers.set('Cache-Control', STANDING_IN)
  return original
}

/**
 * An immutable object of `bucket` (GET or HEAD), for a key the caller has checked; no key answers 404 without
 * asking the bucket. Also serves deployed remote builds (remotes/serve-build.ts).
 */
export async function serveStoredObject(
  request: Request,
  bucket: R2Bucket,
  key: string | null,
): Promise<Response> {
  try {
    return await answerObject(request, bucket, key)
  } catch (error) {
    // The storage's own error text stays in the log; the client learns only that media is unavailable.
    console.error('media read failed', error)
    return failure(request, 503, 'media.unavailable', { 'Retry-After': '5' })
  }
}

async function answerObject(request: Request, bucket: R2Bucket, key: string | null): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return failure(request, 405, 'error.method_not_allowed', { Allow: 'GET, HEAD' })
  }
  if (!key) return failure(request, 404, 'media.not_found')

  if (request.method === 'HEAD') {
    const head = await bucket.head(key)
    if (!head) return failure(request, 404, 'media.not_found')
    if (etagMatches(request, head.httpEtag))
      return new Response(null, { status: 304, headers: headersFor(head) })
    return new Response(null, { headers: headersFor(head) })
  }

  const object = await bucket.get(key, { onlyIf: request.headers })
  if (!object) return failure(request, 404, 'media.not_found')
  // R2 leaves the body out when a precondition (If-None-Match, If-Modified-Since) says the client copy is current.
  if (!('body' in object)) return new Response(null, { status: 304, headers: headersFor(object) })
  return new Response(object.body, { headers: headersFor(object) })
}

function mediaKey(pathname: string): string | null {
  try {
    const key = decodeURIComponent(pathname.replace(/^\/media\//, ''))
    if (!key || new TextEncoder().encode(key).length > R2_MAX_KEY_BYTES) return null
    return key.split('/').some((part) => part === '' || part === '..') ? null : key
  } catch {
    return null
  }
}

function headersFor(object: R2Object): Headers {
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/octet-stream')
  headers.set('ETag', object.httpEtag)
  headers.set('Cache-Control', IMMUTABLE)
  headers.set('Content-Length', String(object.size))
  return headers
}

/** The failure envelope, worded in the caller's language (media is served outside the API, so it reads the header). */
function failure(
  request: Request,
  status: number,
  key: ApiMessageKey,
  extra: Record<string, string> = {},
): Response {
  const language = requestLanguage(undefined, request.headers.get('Accept-Language') ?? undefined)
  return Response.json({ success: false, message: message(key, {}, language) }, { status, headers: extra })
}
