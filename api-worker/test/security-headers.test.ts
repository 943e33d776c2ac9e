import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { registerCustomer } from './helpers/api'

const get = (path: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(`https://shop.test${path}`, { headers })

describe('security headers', () => {
  it('are on API answers, with a deny-all policy and HSTS over https', async () => {
    const res = await get('/api/categories')
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('X-Frame-Options')).toBe('DENY')
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d+/)
  })

  it('are on media answers, found or not, and on the remote registry', async () => {
    for (const path of [
      '/media/missing.png',
      `/media/${'a'.repeat(1025)}`,
      '/remotes.json',
      '/favicon.ico',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBeLessThan(500)
      expect(res.headers.get('X-Content-Type-Options'), path).toBe('nosniff')
      expect(res.headers.get('Content-Security-Policy'), path).toContain("frame-ancestors 'none'")
    }
  })

  it('mark every answer to a signed-in caller no-store, and leave public answers cacheable', async () => {
    const customer = await registerCustomer()
    const mine = await get('/api/auth/profile', { Authorization: `Bearer ${customer.token}` })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('Cache-Control')).toBe('no-store')
    const refused = await get('/api/orders', { Authorization: 'Bearer not-a-token' })
    expect(refused.headers.get('Cache-Control')).toBe('no-store')
    const rates = await get('/api/exchange-rates')
    expect(rates.headers.get('Cache-Control')).not.toBe('no-store')
  })
})
