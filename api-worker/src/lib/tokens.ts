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

/** The claims of a token whose signature, algorithm and expiry check out; null for anything else. */
export async function readToken(secret: string, token: string): Promise<TokenClaims | null> {
  try {
    const payload = await verify(token, secret, { alg: ALGORITHM, exp: true, iat: true, nbf: true })
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      return null
    }
    return { userId: payload.sub, sessionId: payload.sid }
  } catch {
    return null
  }
}
