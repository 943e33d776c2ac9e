import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { issueToken, readToken, TOKEN_TTL_SECONDS } from '../src/lib/tokens'
import { uniqueEmail } from './helpers/api'

const SITE = 'https://shop.test'
const COOKIE_NAME = '__Host-shop_session'
const DAY = 24 * 60 * 60 * 1000

const send = (path: string, headers: Record<string, string> = {}, body?: unknown) =>
  exports.default.fetch(`${SITE}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/** A browser's session: its cookie, its bearer token and its row's id. */
async function browserSession() {
  const res = await send(
    '/auth/register',
    {},
    { name: 'Oturum Yenileme', email: uniqueEmail('yenile'), password: 'secret12' },
  )
  expect(res.status).toBe(201)
  const { token } = ((await res.json()) as { data: { token: string } }).data
  const claims = await readToken(env.JWT_SECRET ?? '', token)
  if (!claims) throw new Error('the register answer carried no readable token')
  return { cookie: `${COOKIE_NAME}=${token}`, token, ...claims }
}

/**
 * Puts a session's login and end where a test needs them, as days from now, and gives the cookie a token issued as
 * at the login (its end then matches the session's, as in a browser that has not been renewed since).
 */
async function age(
  session: Awaited<ReturnType<typeof browserSession>>,
  { startedDaysAgo, endsInDays }: { startedDaysAgo: number; endsInDays: number },
) {
  await env.DB.prepare('update sessions set created_at = ?, expires_at = ? where id = ?')
    .bind(
      new Date(Date.now() - startedDaysAgo * DAY).toISOString(),
      new Date(Date.now() + endsInDays * DAY).toISOString(),
      session.sessionId,
    )
    .run()
  const issuedAt = Math.floor((Date.now() + endsInDays * DAY) / 1000) - TOKEN_TTL_SECONDS
  const { token } = await issueToken(env.JWT_SECRET ?? '', session, issuedAt)
  return { ...session, cookie: `${COOKIE_NAME}=${token}`, token }
}

const endOf = async (sessionId: string) =>
  Date.parse(
    (
      (await env.DB.prepare('select expires_at from sessions where id = ?').bind(sessionId).first()) as {
        expires_at: string
      }
    ).expires_at,
  )

const renewedCookie = (res: Response) => res.headers.get('Set-Cookie')?.split(';')[0] ?? null

describe("a browser's session", () => {
  it('is renewed for 7 more days by the page-load check once past half its life, and the new cookie works', async () => {
    const session = await age(await browserSession(), { startedDaysAgo: 5, endsInDays: 2 })
    const check = await send('/auth/profile', { Cookie: session.cookie })
    expect(check.status).toBe(200)
    const fresh = renewedCookie(check)
    expect(fresh).toMatch(new RegExp(`^${COOKIE_NAME}=`))
    expect(check.headers.get('Set-Cookie')).toMatch(/HttpOnly/i)
    expect(check.headers.get('Set-Cookie')).toMatch(/Max-Age=604800/i)
    expect(await endOf(session.sessionId)).toBeGreaterThan(Date.now() + 6.9 * DAY)

    const withFresh = await send('/auth/profile', { Cookie: fresh as string })
    expect(withFresh.status).toBe(200)
    // Now young again: nothing is renewed, nothing written.
    expect(renewedCookie(withFresh)).toBeNull()
  })

  it('is not renewed while young, past 30 days from its login, or for a bearer token', async () => {
    const young = await age(await browserSession(), { startedDaysAgo: 1, endsInDays: 6 })
    const youngEnd = await endOf(young.sessionId)
    expect(renewedCookie(await send('/auth/profile', { Cookie: young.cookie }))).toBeNull()
    expect(await endOf(young.sessionId)).toBe(youngEnd)

    const old = await age(await browserSession(), { startedDaysAgo: 31, endsInDays: 1 })
    const oldEnd = await endOf(old.sessionId)
    const oldCheck = await send('/auth/profile', { Cookie: old.cookie })
    expect(oldCheck.status).toBe(200)
    expect(renewedCookie(oldCheck)).toBeNull()
    expect(await endOf(old.sessionId)).toBe(oldEnd)

    const client = await age(await browserSession(), { startedDaysAgo: 5, endsInDays: 2 })
    const clientEnd = await endOf(client.sessionId)
    expect(renewedCookie(await send('/auth/profile', { Authorization: `Bearer ${client.token}` }))).toBeNull()
    expect(await endOf(client.sessionId)).toBe(clientEnd)
  })

  it('stays ended once logged out: its old cookie renews nothing', async () => {
    const session = await age(await browserSession(), { startedDaysAgo: 5, endsInDays: 2 })
    const logout = await send('/auth/logout', { Cookie: session.cookie, Origin: SITE }, {})
    expect(logout.status).toBe(200)
    const check = await send('/auth/profile', { Cookie: session.cookie })
    expect(check.status).toBe(401)
    expect(renewedCookie(check)).toBeNull()
  })
})
