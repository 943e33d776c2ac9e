import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { call, registerCustomer, uniqueEmail, validAddress } from './helpers/api'

const SITE = 'https://shop.test'
const COOKIE_NAME = '__Host-shop_session'

function send(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return exports.default.fetch(`${SITE}/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}

/** The session cookie the answer sets, with its attributes. */
function sessionCookieOf(res: Response): string {
  // The answers set only this cookie, so the one Set-Cookie header is it.
  const cookie = res.headers.get('Set-Cookie')
  if (!cookie?.startsWith(`${COOKIE_NAME}=`)) throw new Error(`no session cookie set: ${cookie}`)
  return cookie
}

async function signedInCookie(): Promise<string> {
  const res = await send('/auth/register', {
    body: { name: 'Çerez Deneme', email: uniqueEmail('cerez'), password: 'secret12' },
  })
  expect(res.status).toBe(201)
  return sessionCookieOf(res).split(';')[0] as string
}

describe('the session cookie', () => {
  it('is set by register and login as HttpOnly, Secure, SameSite=Strict for the whole host', async () => {
    const registered = await send('/auth/register', {
      body: { name: 'Çerez Deneme', email: uniqueEmail('cerez'), password: 'secret12' },
    })
    const attributes = sessionCookieOf(registered)
    expect(attributes).toMatch(/HttpOnly/i)
    expect(attributes).toMatch(/Secure/i)
    expect(attributes).toMatch(/SameSite=Strict/i)
    expect(attributes).toMatch(/Path=\//)
    expect(attributes).not.toMatch(/Domain=/i)

    const customer = await registerCustomer()
    const login = await send('/auth/login', { body: { email: customer.email, password: customer.password } })
    expect(login.status).toBe(200)
    expect(sessionCookieOf(login)).toMatch(/HttpOnly/i)
  })

  it('signs the shopper in on reads, and on writes from the shop itself', async () => {
    const cookie = await signedInCookie()
    const profile = await send('/auth/profile', { headers: { Cookie: cookie } })
    expect(profile.status).toBe(200)

    const saved = await send('/auth/addresses', {
      body: validAddress,
      headers: { Cookie: cookie, Origin: SITE },
    })
    expect(saved.status).toBe(201)
    const fetchedWithoutOrigin = await send('/auth/addresses', {
      body: { ...validAddress, title: 'İş' },
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(fetchedWithoutOrigin.status).toBe(201)
    const after = await send('/auth/profile', { headers: { Cookie: cookie } })
    const { data } = (await after.json()) as { data: { user: { addresses: unknown[] } } }
    expect(data.user.addresses).toHaveLength(2)
  })

  it('does not count on a write from another site, which changes nothing', async () => {
    const cookie = await signedInCookie()
    const forgeries: Record<string, string>[] = [
      { Cookie: cookie, Origin: 'https://evil.test' },
      { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
      { Cookie: cookie },
    ]
    for (const headers of forgeries) {
      const forged = await send('/auth/addresses', { body: validAddress, headers })
      expect(forged.status).toBe(401)
    }
    const profile = await send('/auth/profile', { headers: { Cookie: cookie } })
    const { data } = (await profile.json()) as { data: { user: { addresses: unknown[] } } }
    expect(data.user.addresses).toEqual([])
  })

  it('is cleared by logout, and the session it carried is over', async () => {
    const cookie = await signedInCookie()
    const logout = await send('/auth/logout', { method: 'POST', headers: { Cookie: cookie, Origin: SITE } })
    expect(logout.status).toBe(200)
    expect(sessionCookieOf(logout)).toMatch(/Max-Age=0/i)
    expect((await send('/auth/profile', { headers: { Cookie: cookie } })).status).toBe(401)
  })

  it('leaves bearer tokens working for API clients', async () => {
    const customer = await registerCustomer()
    const { status } = await call('/auth/profile', { token: customer.token })
    expect(status).toBe(200)
  })
})
