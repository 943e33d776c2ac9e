import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { TOKEN_TTL_SECONDS } from './tokens'

/**
 * The browser's session: the signed token in an HttpOnly cookie, so no script on the page (an injected one included)
 * can read it. `__Host-` pins it to this exact host over a secure connection; SameSite=Strict keeps other sites'
 * pages from sending it. API clients that are not browsers keep using the bearer token of the login answer.
 */
export const SESSION_COOKIE = '__Host-shop_session'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export function setSessionCookie(c: Context, token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: TOKEN_TTL_SECONDS,
  })
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: 'Strict', path: '/' })
}

/**
 * The session cookie's token when the request may use it. A request that changes something must show it comes from
 * this site's own pages (Origin, or Sec-Fetch-Site from browsers that leave Origin out); otherwise the cookie does
 * not count, so a forged cross-site form or fetch acts as a visitor and is refused by every guarded route.
 */
export function sessionCookieToken(c: Context): string | null {
  const token = getCookie(c, SESSION_COOKIE)
  if (!token) return null
  if (!UNSAFE_METHODS.has(c.req.method)) return token
  const origin = c.req.header('Origin')
  if (origin !== undefined) return origin === new URL(c.req.url).origin ? token : null
  return c.req.header('Sec-Fetch-Site') === 'same-origin' ? token : null
}
