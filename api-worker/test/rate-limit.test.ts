import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { call, registerCustomer } from './helpers/api'

const login = (email: string, password: string, ip: string) =>
  call<{ token: string }>('/auth/login', { body: { email, password }, headers: { 'CF-Connecting-IP': ip } })

const TOO_MANY = 'Çok fazla başarısız giriş denemesi. Lütfen 15 dakika sonra tekrar deneyin.'

describe('failed logins for one e-mail from one client', () => {
  it('are slowed, then refused with 429 and Retry-After for 15 minutes, even with the right password', async () => {
    const customer = await registerCustomer()
    const timings: number[] = []
    for (let attempt = 1; attempt <= 5; attempt++) {
      const started = Date.now()
      const { status } = await login(customer.email, 'wrong-password', '10.0.0.1')
      timings.push(Date.now() - started)
      expect(status).toBe(401)
    }
    // 20 ms per earlier failure in tests (250 ms in production), up to 4 steps.
    expect(timings[4]).toBeGreaterThanOrEqual(80)

    const refused = await login(customer.email, customer.password, '10.0.0.1')
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(TOO_MANY)
    const retryAfter = Number(refused.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
  })

  it('do not lock the owner out: the right password from another client still logs in', async () => {
    const customer = await registerCustomer()
    for (let attempt = 1; attempt <= 6; attempt++) await login(customer.email, 'wrong-password', '10.0.1.1')
    expect((await login(customer.email, customer.password, '10.0.1.1')).status).toBe(429)
    expect((await login(customer.email, customer.password, '10.0.1.2')).status).toBe(200)
  })

  it('are forgotten after a successful login', async () => {
    const customer = await registerCustomer()
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login(customer.email, 'wrong-password', '10.1.0.1')).status).toBe(401)
    }
    expect((await login(customer.email, customer.password, '10.1.0.1')).status).toBe(200)
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login(customer.email, 'wrong-password', '10.1.0.1')).status).toBe(401)
    }
    expect((await login(customer.email, customer.password, '10.1.0.1')).status).toBe(200)
  })

  it('count again once the lock has run out', async () => {
    const customer = await registerCustomer()
    for (let attempt = 1; attempt <= 5; attempt++) await login(customer.email, 'wrong-password', '10.2.0.1')
    expect((await login(customer.email, customer.password, '10.2.0.1')).status).toBe(429)
    const clientKey = `client:10.2.0.1|${customer.email}`
    // Fast-forward: the lock and its window end in the past.
    await env.DB.prepare(
      "update login_attempts set locked_until = '2000-01-01T00:15:00.000Z', window_started_at = '2000-01-01T00:00:00.000Z' where key = ?",
    )
      .bind(clientKey)
      .run()
    expect((await login(customer.email, 'wrong-password', '10.2.0.1')).status).toBe(401)
    const row = await env.DB.prepare('select failures, locked_until from login_attempts where key = ?')
      .bind(clientKey)
      .first<{ failures: number; locked_until: string | null }>()
    expect(row).toEqual({ failures: 1, locked_until: null })
    expect((await login(customer.email, customer.password, '10.2.0.1')).status).toBe(200)
  })

  it('count parallel failures too', async () => {
    const customer = await registerCustomer()
    const results = await Promise.all(
      Array.from({ length: 8 }, () => login(customer.email, 'wrong-password', '10.3.0.1')),
    )
    expect(results.map((r) => r.status).filter((s) => s === 401).length).toBeGreaterThanOrEqual(5)
    expect((await login(customer.email, customer.password, '10.3.0.1')).status).toBe(429)
  })
})

describe('failed logins for one e-mail from many clients', () => {
  it('refuse, after 30, every client that has failed itself; a client with no failures still logs in', async () => {
    const customer = await registerCustomer()
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await login(customer.email, 'wrong-password', `10.4.${attempt}.1`)).status).toBe(401)
    }
    // Each of these clients failed only once, far from its own limit; the e-mail as a whole is under attack.
    const refused = await login(customer.email, customer.password, '10.4.0.1')
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(TOO_MANY)
    expect((await login(customer.email, customer.password, '10.4.99.1')).status).toBe(200)
  })
})

describe('failed logins from one address', () => {
  it('lock that address after 20 failures across e-mails; other addresses still log in', async () => {
    const victim = await registerCustomer()
    for (let attempt = 0; attempt < 20; attempt++) {
      const status = (await login(`nobody-${attempt}@example.com`, 'guess-123', '172.16.0.1')).status
      expect(status).toBe(401)
    }
    const refused = await login(victim.email, victim.password, '172.16.0.1')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBeTruthy()
    expect((await login(victim.email, victim.password, '172.16.0.2')).status).toBe(200)
  })

  it('reads the first X-Forwarded-For address when Cloudflare sends none', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      await call('/auth/login', {
        body: { email: `xff-${attempt}@example.com`, password: 'guess-123' },
        headers: { 'X-Forwarded-For': '172.17.0.1, 10.0.0.1' },
      })
    }
    const refused = await call('/auth/login', {
      body: { email: 'xff-last@example.com', password: 'guess-123' },
      headers: { 'X-Forwarded-For': '172.17.0.1' },
    })
    expect(refused.status).toBe(429)
  })
})
