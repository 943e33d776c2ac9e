import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { unauthorized } from '../lib/errors'
import { message } from '../lib/messages'

/** A configured token shorter than this is treated as none: a guessable deploy token is worse than no deploys. */
const MIN_TOKEN_LENGTH = 32

/** workerd's constant-time comparison; the DOM's SubtleCrypto type (the typed client reads this code too) lacks it. */
const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean }

const encoder = new TextEncoder()
const digest = (text: string) => crypto.subtle.digest('SHA-256', encoder.encode(text))

/** Equal-length digests compared in constant time, so the answer's timing says nothing about the token. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(expected)])
  return subtle.timingSafeEqual(a, b)
}

function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '')
  return match?.[1] ?? null
}

/**
 * Lets a request through only with `Authorization: Bearer <DEPLOY_TOKEN>`. The deploy token is not a user: no session
 * or cookie counts, and with no token configured every deploy route refuses.
 */
export async function requireDeployToken(c: Context<AppEnv>): Promise<void> {
  const expected = c.env.DEPLOY_TOKEN ?? ''
  const given = bearerToken(c)
  if (!given) throw unauthorized(message('deploy.token_required'))
  if (expected.length < MIN_TOKEN_LENGTH || !(await sameSecret(given, expected))) {
    throw unauthorized(message('deploy.token_invalid'))
  }
}
