import { exports } from 'cloudflare:workers'
import type { AdminExchangeRate, ExchangeRateHistoryEntry, RatesCacheStatus } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditRows } from './helpers/admin-settings'
import { call } from './helpers/api'
import { type TestUser, userWithRole } from './helpers/staff'

let admin: TestUser
let token: string

beforeAll(async () => {
  admin = await userWithRole('admin')
  token = await admin.token()
})

/** The public rates list as a browser revalidating its copy would ask for it. */
const publicRates = (ifNoneMatch?: string) =>
  exports.default.fetch('http://shop.test/api/exchange-rates', {
    headers: ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {},
  })

const cacheStatus = async () =>
  (await call<{ cache: RatesCacheStatus }>('/exchange-rates/cache', { token })).body.data.cache

describe('before any rate is entered', () => {
  it('has no rate to toggle and no history', async () => {
    const toggled = await call('/exchange-rates/USD/toggle-status', { method: 'PATCH', token })
    expect(toggled.status).toBe(404)
    expect(toggled.body.message).toBe('Kur bulunamadı')
    const history = await call<{ history: ExchangeRateHistoryEntry[] }>('/exchange-rates/USD/history', {
      token,
    })
    expect(history.body.data.history).toEqual([])
    const list = await call<{ exchangeRates: AdminExchangeRate[] }>('/exchange-rates/admin', { token })
    expect(list.body.data.exchangeRates).toEqual([])
    expect(await cacheStatus()).toMatchObject({ lastUpdated: null, clearedAt: null, activeRates: 0 })
  })
})

describe('the public rates answer', () => {
  it('carries an ETag and must be revalidated; a current copy gets 304 without a body', async () => {
    await call('/exchange-rates/bulk-update', { method: 'PUT', body: { USD: 41.85, EUR: 48.7 }, token })
    const first = await publicRates()
    expect(first.status).toBe(200)
    expect(first.headers.get('Cache-Control')).toBe('no-cache')
    const etag = first.headers.get('ETag')
    expect(etag).toMatch(/^"rates-[0-9a-f]{24}"$/)
    await first.arrayBuffer()

    const again = await publicRates(etag ?? '')
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect((await publicRates('"rates-000000000000000000000000"')).status).toBe(200)
  })

  it('changes its ETag when a rate changes', async () => {
    const before = (await publicRates()).headers.get('ETag') ?? ''
    await call('/exchange-rates/USD', { method: 'PUT', body: { rate: 41.9 }, token })
    const after = await publicRates(before)
    expect(after.status).toBe(200)
    expect(after.headers.get('ETag')).not.toBe(before)
  })
})

describe('GET and DELETE /exchange-rates/cache', () => {
  it("tells what the shop caches: the ETag answered now, the rates' last update, how clients revalidate", async () => {
    const status = await cacheStatus()
    const current = (await publicRates()).headers.get('ETag')
    const list = await call<{ exchangeRates: AdminExchangeRate[] }>('/exchange-rates/admin', { token })
    const newest = list.body.data.exchangeRates
      .map((rate) => rate.lastUpdated)
      .sort()
      .at(-1)
    expect(status).toEqual({
      etag: current,
      lastUpdated: newest,
      clearedAt: null,
      cacheControl: 'no-cache',
      clientRefreshSeconds: 300,
      activeRates: 2,
    })
  })

  it('clearing gives the answer a new ETag, so every stored copy is fetched afresh, and is audited', async () => {
    const before = (await publicRates()).headers.get('ETag') ?? ''
    const cleared = await call<{ cache: RatesCacheStatus }>('/exchange-rates/cache', {
      method: 'DELETE',
      token,
    })
    expect(cleared.status).toBe(200)
    expect(cleared.body.data.cache.clearedAt).toEqual(expect.any(String))
    expect(cleared.body.data.cache.etag).not.toBe(before)

    const stale = await publicRates(before)
    expect(stale.status).toBe(200)
    expect(stale.headers.get('ETag')).toBe(cleared.body.data.cache.etag)
    // The rates themselves did not change.
    const body = await stale.json<{ data: { exchangeRates: { rate: number }[] } }>()
    expect(body.data.exchangeRates.map((rate) => rate.rate)).toEqual([48.7, 41.9])
    expect((await publicRates(cleared.body.data.cache.etag)).status).toBe(304)

    const [row] = await auditRows('exchange_rate', 'exchange_rate.clear_cache')
    expect(row).toMatchObject({
      actorId: admin.id,
      details: {
        before: { cacheClearedAt: null },
        after: { cacheClearedAt: cleared.body.data.cache.clearedAt },
      },
    })
  })

  it('keeps the cache row out of the settings answers', async () => {
    const settings = await call<{ settings: Record<string, unknown> }>('/settings', { token })
    expect(settings.body.data.settings).not.toHaveProperty('exchangeRatesCache')
    const publicSettings = await call<{ settings: Record<string, unknown> }>('/settings/public')
    expect(publicSettings.body.data.settings).not.toHaveProperty('exchangeRatesCache')
  })

  it('is for admins only', async () => {
    const moderator = await (await userWithRole('moderator')).token()
    expect((await call('/exchange-rates/cache', { token: moderator })).status).toBe(403)
    expect((await call('/exchange-rates/cache', { method: 'DELETE', token: moderator })).status).toBe(403)
    expect((await call('/exchange-rates/cache')).status).toBe(401)
  })
})
