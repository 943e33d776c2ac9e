import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { decode, sign } from 'hono/jwt'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { app } from '../src/app'
import { call, registerCustomer } from './helpers/api'
import { tr } from './helpers/messages'

const SESSION_EXPIRED = tr['error.session_expired']
const profile = (token: string | null) => call('/auth/profile', { token })

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
}

afterEach(() => vi.restoreAllMocks())

describe('tokens', () => {
  it('are HS256 JWTs with subject, session, issue time and a 7-day expiry', async () => {
    const { token, user } = await registerCustomer()
    const { header, payload } = decode(token)
    expect(header.alg).toBe('HS256')
    expect(payload.sub).toBe(user._id)
    expect(payload.sid).toMatch(/^[0-9a-f]{24}$/)
    expect((payload.exp as number) - (payload.iat as number)).toBe(7 * 24 * 60 * 60)
    expect((await profile(token)).status).toBe(200)
  })

  it('without a token: 401 login required', async () => {
    const { status, body } = await profile(null)
    expect(status).toBe(401)
    expect(body.message).toBe(tr['auth.login_required'])
    expect((await call('/auth/profile', { headers: { Authorization: 'Basic abc' } })).status).toBe(401)
  })

  it('tampered: a changed payload under the old signature is 401', async () => {
    const victim = await registerCustomer()
    const attacker = await registerCustomer()
    const [header, , signature] = attacker.token.split('.')
    const claims = decode(attacker.token).payload
    const forged = [header, base64url({ ...claims, sub: victim.user._id }), signature].join('.')
    const { status, body } = await profile(forged)
    expect(status).toBe(401)
    expect(body.message).toBe(SESSION_EXPIRED)
    // Only the expiry pushed out: the session is the attacker's own, so only the signature can refuse it.
    const extended = [header, base64url({ ...claims, exp: (claims.exp as number) + 86_400 }), signature].join(
      '.',
    )
    expect((await profile(extended)).status).toBe(401)
    expect((await profile(attacker.token)).status).toBe(200)
    // A flipped signature character fails as well.
    const last = attacker.token.at(-2) === 'A' ? 'B' : 'A'
    expect((await profile(`${attacker.token.slice(0, -2)}${last}${attacker.token.at(-1)}`)).status).toBe(401)
  })

  it("tampered: alg 'none' and a token signed with another secret are 401", async () => {
    const { token } = await registerCustomer()
    const claims = decode(token).payload
    const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`
    expect((await profile(none)).status).toBe(401)
    const otherSecret = await sign(claims, 'another-secret-that-is-also-long-enough-0123', 'HS256')
    expect((await profile(otherSecret)).status).toBe(401)
    const hs512 = await sign(claims, env.JWT_SECRET ?? '', 'HS512')
    expect((await profile(hs512)).status).toBe(401)
  })

  it('expired: a correctly signed token past its exp is 401', async () => {
    const { token } = await registerCustomer()
    const claims = decode(token).payload
    const now = Math.floor(Date.now() / 1000)
    const expired = await sign({ ...claims, iat: now - 3600, exp: now - 60 }, env.JWT_SECRET ?? '', 'HS256')
    const { status, body } = await profile(expired)
    expect(status).toBe(401)
    expect(body.message).toBe(SESSION_EXPIRED)
    // The same claims with a future exp pass, so it was the expiry that failed.
    const fresh = await sign({ ...claims, iat: now, exp: now + 60 }, env.JWT_SECRET ?? '', 'HS256')
    expect((await profile(fresh)).status).toBe(200)
  })

  it('expired session: a valid token whose session row has expired is 401', async () => {
    const { token } = await registerCustomer()
    const sid = decode(token).payload.sid as string
    await env.DB.prepare("update sessions set expires_at = '2000-01-01T00:00:00.000Z' where id = ?")
      .bind(sid)
      .run()
    expect((await profile(token)).status).toBe(401)
  })
})

describe('POST /auth/logout', () => {
  it('ends that token only', async () => {
    const customer = await registerCustomer()
    const other = await call<{ token: string }>('/auth/login', {
      body: { email: customer.email, password: customer.password },
      headers: { 'CF-Connecting-IP': '198.51.100.1' },
    })
    const { status, body } = await call('/auth/logout', { method: 'POST', token: customer.token })
    expect(status).toBe(200)
    expect(body.data).toEqual({ loggedOut: true })
    expect((await profile(customer.token)).status).toBe(401)
    expect((await call('/auth/logout', { method: 'POST', token: customer.token })).status).toBe(401)
    expect((await profile(other.body.data.token)).status).toBe(200)
  })
})

describe('the user behind a token', () => {
  it('deactivated: every token is 401 at once', async () => {
    const { token, user } = await registerCustomer()
    await env.DB.prepare('update users set is_active = 0 where id = ?').bind(user._id).run()
    expect((await profile(token)).status).toBe(401)
    await env.DB.prepare('update users set is_active = 1 where id = ?').bind(user._id).run()
    expect((await profile(token)).status).toBe(200)
  })

  it('deleted: 401', async () => {
    const { token, user } = await registerCustomer()
    await env.DB.prepare('delete from users where id = ?').bind(user._id).run()
    expect((await profile(token)).status).toBe(401)
  })
})

describe('a missing JWT_SECRET', () => {
  it('is a server misconfiguration: 500, logged with its cause', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { JWT_SECRET: _secret, ...withoutSecret } = env
    const res = await app.request(
      '/api/auth/login',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"email":"a@b.co","password":"x"}',
      },
      withoutSecret,
      createExecutionContext(),
    )
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ success: false, message: 'Sunucu hatası' })
    expect(String(log.mock.calls[0]?.[1])).toContain('JWT_SECRET is not set')
  })
})
