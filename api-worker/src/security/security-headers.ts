import type { Bindings } from '../env'
import { contentSecurityPolicy, NON_DOCUMENT_POLICY } from './content-security-policy'
import { remoteOrigins } from './remote-origins'

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Headers every answer carries, whatever it is. */
const BASELINE: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
}

/**
 * The worker's answer with the shop's security headers: the baseline on everything, the page policy on HTML, a
 * deny-all policy on the rest, HSTS over https, and `no-store` on every API answer to a request that carried
 * credentials (a signed-in shopper's or admin's data must never sit in a shared or back-button cache).
 */
export function withSecurityHeaders(request: Request, response: Response, env: Bindings): Response {
  const secured = new Response(response.body, response)
  const url = new URL(request.url)
  for (const [name, value] of Object.entries(BASELINE)) secured.headers.set(name, value)
  const isHtml = secured.headers.get('Content-Type')?.startsWith('text/html') ?? false
  secured.headers.set(
    'Content-Security-Policy',
    isHtml
      ? contentSecurityPolicy({
          remoteOrigins: remoteOrigins(env.REMOTES, url.origin),
          loopback: LOOPBACK_HOSTS.has(url.hostname),
        })
      : NON_DOCUMENT_POLICY,
  )
  if (url.protocol === 'https:') {
    secured.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
  if (isApi(url) && carriesCredentials(request)) secured.headers.set('Cache-Control', 'no-store')
  return secured
}

function isApi(url: URL): boolean {
  return url.pathname === '/api' || url.pathname.startsWith('/api/')
}

/** A session cookie or a bearer token: the answer may be the caller's own. */
export function carriesCredentials(request: Request): boolean {
  return request.headers.has('Authorization') || request.headers.has('Cookie')
}
