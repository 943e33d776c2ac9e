import { sign, verify } from 'hono/jwt'

/** HS256 only: `verify` is told the algorithm, so a token cannot choose its own (no `none`, no key confusion). */
const ALGORITHM = 'HS256'
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60
const MIN_SECRET_LENGTH = 32

export class MissingSecretError extends Error {
  override name = 'MissingSecretError'
}

/**
 * The signing secret from the environment. Missing or short is a server misconfiguration, not a client mistake: it
 * throws, so the request is logged and answered 500.
 */
export function tokenSecret(env: { JWT_SECRET?: string }): string {
  const secret = env.JWT_SECRET
  if (!secret || secret.length < MIN_SECRET_LENGTH) {
    throw new MissingSecretError(
      `JWT_SECRET is ${secret ? `shorter than ${MIN_SECRET_LENGTH} characters` : 'not set'}: ` +
        'set it with `wrangler secret put JWT_SECRET` (locally, `npm start` writes one into .dev.vars)',
    )
  }
  return secret
}

export interface TokenClaims {
  userId: string
  sessionId: string
}

export async function issueToken(
  secret: string,
  claims: TokenClaims,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): Promise<{ token: string; expiresAt: Date }> {
  const exp = nowSeconds + TOKEN_TTL_SECONDS
  const token = await sign(
    { sub: claims.userId, sid: claims.sessionId, iat: nowSeconds, exp },
    secret,
    ALGORITHM,
  )
  return { token, expiresAt: new Date(exp * 1000) }
}

/** How many verified tokens an isolate remembers; the one verified longest ago is forgotten first. */
const MAX_VERIFIED = 2000

/**
 * Tokens whose signature this isolate already checked, with their claims and expiry. A token's signature, algorithm,
 * `iat` and `nbf` verdicts never change for one secret, so only the expiry is checked again on a hit; failures are not
 * kept. It spares the signature check (HMAC, base64 decoding) on every request of a session, which is most of the
 * guard's own work. Whether the session is still open is never remembered: that is read (or proved) every time.
 */
const verified = new Map<string, { secret: string; claims: TokenClaims; exp: number }>()

function remembered(secret: string, token: string, nowSeconds: number): TokenClaims | null {
  const hit = verified.get(token)
  if (!hit || hit.secret !== secret) return null
  if (hit.exp <= nowSeconds) {
    verified.delete(token)
    return null
  }
  return hit.claims
}

function remember(secret: string, token: string, claims: TokenClaims, exp: number): void {
  verified.set(token, { secret, claims, exp })
  if (verified.size > MAX_VERIFIED) {
    const [oldest] = verified.keys()
    if (oldest !== undefined) verified.delete(oldest)
  }
}

/** The claims of a token whose signature, algorithm and expiry check out; null for anything else. */
export async function readToken(
  secret: string,
  token: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): Promise<TokenClaims | null> {
  const known = remembered(secret, token, nowSeconds)
  if (known) return known
  try {
    const payload = await verify(token, secret, { alg: ALGORITHM, exp: true, iat: true, nbf: true })
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      return null
    }
    const claims = { userId: payload.sub, sessionId: payload.sid }
    remember(secret, token, claims, payload.exp)
    return claims
  } catch {
    return null
  }
}
