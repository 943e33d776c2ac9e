import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { call, uniqueEmail } from './helpers/api'
import { en, tr } from './helpers/messages'

/** An address no other test (nor an earlier run on the same storage) signs up from. */
const freshAddress = () => {
  const [a, b] = crypto.getRandomValues(new Uint8Array(2))
  return `100.${64 + (a! % 64)}.${b}.${1 + (a! % 250)}`
}

const register = (address: string, lang = 'tr', email = uniqueEmail('kayit')) =>
  call('/auth/register', {
    body: { name: 'Ayşe Yılmaz', email, password: 'Mavi-Kalem-42' },
    headers: { 'CF-Connecting-IP': address, 'Accept-Language': lang },
  })

const usersNamed = async (prefix: string) =>
  (
    await env.DB.prepare('select count(*) as n from users where email like ?')
      .bind(`${prefix}-%`)
      .first<{ n: number }>()
  )?.n

describe('sign-ups from one client address', () => {
  it('allows 5 in 10 minutes, then answers 429 with Retry-After and a message in the caller’s language', async () => {
    const address = freshAddress()
    for (let attempt = 1; attempt <= 5; attempt++) expect((await register(address)).status).toBe(201)

    const prefix = `refused-${crypto.randomUUID().slice(0, 8)}`
    const refused = await register(address, 'tr', uniqueEmail(prefix))
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(tr['auth.too_many_signups'].replace('{minutes}', '10'))
    const retryAfter = Number(refused.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(9 * 60)
    expect(retryAfter).toBeLessThanOrEqual(10 * 60)
    expect(await usersNamed(prefix)).toBe(0)

    const english = await register(address, 'en')
    expect(english.status).toBe(429)
    expect(english.body.message).toBe(en['auth.too_many_signups'].replace('{minutes}', '10'))

    expect((await register(freshAddress())).status).toBe(201)
  })

  it('counts again once the 10 minutes have passed, up to 20 a day', async () => {
    const address = freshAddress()
    const rewindBurst = () =>
      env.DB.prepare("update login_attempts set window_started_at = '2000-01-01T00:00:00.000Z' where key = ?")
        .bind(`register:ip:${address}`)
        .run()
    for (let round = 0; round < 4; round++) {
      for (let attempt = 1; attempt <= 5; attempt++) expect((await register(address)).status).toBe(201)
      await rewindBurst()
    }
    const refused = await register(address)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(
      /^Bu bağlantıdan bugün çok fazla kayıt yapıldı\. Lütfen (23|24) saat/,
    )
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(23 * 3600)
  })

  it('holds under 30 parallel sign-ups: at most 5 users are created', async () => {
    const address = freshAddress()
    const prefix = `parallel-${crypto.randomUUID().slice(0, 8)}`
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => register(address, 'tr', uniqueEmail(prefix))),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(25)
    expect(await usersNamed(prefix)).toBe(5)
  })

  it('a request refused by validation is not counted', async () => {
    const address = freshAddress()
    for (let attempt = 1; attempt <= 6; attempt++) {
      const invalid = await call('/auth/register', {
        body: { name: 'Ayşe', email: uniqueEmail(), password: '123456' },
        headers: { 'CF-Connecting-IP': address },
      })
      expect(invalid.status).toBe(400)
    }
    expect((await register(address)).status).toBe(201)
  })
})
