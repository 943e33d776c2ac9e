import type { AdminExchangeRate, ExchangeRateDto, ExchangeRateHistoryEntry } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditRows } from './helpers/admin-settings'
import { call } from './helpers/api'
import { type TestUser, userWithRole } from './helpers/staff'

let admin: TestUser
let adminToken: string
let otherAdmin: TestUser

beforeAll(async () => {
  admin = await userWithRole('admin')
  adminToken = await admin.token()
  otherAdmin = await userWithRole('admin')
})

const put = (path: string, body: unknown, headers: Record<string, string> = {}, token = adminToken) =>
  call<{ exchangeRate: AdminExchangeRate; exchangeRates: AdminExchangeRate[] }>(`/exchange-rates${path}`, {
    method: 'PUT',
    body,
    token,
    headers,
  })

const history = (code: string, query = '') =>
  call<{ history: ExchangeRateHistoryEntry[] }>(`/exchange-rates/${code}/history${query}`, {
    token: adminToken,
  })

describe('PUT /exchange-rates/{code}', () => {
  it('enters a rate, with who and when, creating the currency the first time', async () => {
    const before = new Date().toISOString()
    const { status, body } = await put('/usd', { rate: 41.85 })
    expect(status).toBe(200)
    expect(body.data.exchangeRate).toMatchObject({
      targetCurrency: 'USD',
      rate: 41.85,
      isActive: true,
      updatedBy: { _id: admin.id, name: 'Test admin' },
    })
    expect(body.data.exchangeRate.lastUpdated >= before).toBe(true)
    // The shop converts with it at once.
    const shop = await call<{ exchangeRate: ExchangeRateDto }>('/exchange-rates/USD')
    expect(shop.body.data.exchangeRate.rate).toBe(41.85)
  })

  it('takes the bounds: above 0 up to 1,000,000', async () => {
    expect((await put('/USD', { rate: 1_000_000 })).status).toBe(200)
    expect((await put('/USD', { rate: 0.0001 })).status).toBe(200)
    expect((await put('/USD', { rate: 41.9 })).body.data.exchangeRate.rate).toBe(41.9)
  })

  it("refuses 0, negatives, over 1,000,000 and non-numbers with the spec's message, in the caller's language", async () => {
    for (const rate of [0, -5, 1_000_000.5, '42', null]) {
      const tr = await put('/USD', { rate })
      expect(tr.status).toBe(400)
      expect(tr.body).toMatchObject({
        success: false,
        message: 'USD kuru 0 ile 1,000,000 arasında olmalıdır',
        errors: [{ field: 'rate', message: 'USD kuru 0 ile 1,000,000 arasında olmalıdır' }],
      })
    }
    const en = await put('/EUR', { rate: 0 }, { 'Accept-Language': 'en' })
    expect(en.body.message).toBe('The EUR rate must be between 0 and 1,000,000')
    const stored = await call<{ exchangeRate: ExchangeRateDto }>('/exchange-rates/USD')
    expect(stored.body.data.exchangeRate.rate).toBe(41.9)
  })

  it('manages only USD and EUR', async () => {
    for (const code of ['TRY', 'GBP', 'abc']) {
      const { status, body } = await put(`/${code}`, { rate: 40 })
      expect(status).toBe(400)
      expect(body.message).toBe('Yalnızca USD ve EUR kurları yönetilebilir')
    }
  })

  it('is for admins only', async () => {
    const moderator = await (await userWithRole('moderator')).token()
    const customer = await (await userWithRole('user')).token()
    expect((await put('/USD', { rate: 40 }, {}, moderator)).status).toBe(403)
    expect((await put('/USD', { rate: 40 }, {}, customer)).status).toBe(403)
    expect((await put('/USD', { rate: 40 }, {}, '')).status).toBe(401)
  })
})

describe('PUT /exchange-rates/bulk-update', () => {
  it('enters both rates in one call', async () => {
    const { status, body } = await put('/bulk-update', { USD: 42.1, EUR: 48.7 }, {}, await otherAdmin.token())
    expect(status).toBe(200)
    expect(
      body.data.exchangeRates.map((rate) => [rate.targetCurrency, rate.rate, rate.updatedBy?._id]),
    ).toEqual([
      ['EUR', 48.7, otherAdmin.id],
      ['USD', 42.1, otherAdmin.id],
    ])
  })

  it('enters one rate when the other is left empty', async () => {
    const { status, body } = await put('/bulk-update', { USD: 42.2, EUR: null })
    expect(status).toBe(200)
    const rates = Object.fromEntries(body.data.exchangeRates.map((rate) => [rate.targetCurrency, rate.rate]))
    expect(rates).toEqual({ EUR: 48.7, USD: 42.2 })
  })

  it("needs at least one rate, each in bounds, with the spec's messages, and then writes nothing", async () => {
    const auditsBefore = (await auditRows('exchange_rate')).length
    const empty = await put('/bulk-update', {})
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('En az bir kur değeri girmelisiniz')
    const english = await put('/bulk-update', { USD: null }, { 'Accept-Language': 'en' })
    expect(english.body.message).toBe('Enter at least one exchange rate')
    const outOfBounds = await put('/bulk-update', { USD: 43, EUR: 1_000_001 })
    expect(outOfBounds.status).toBe(400)
    expect(outOfBounds.body.errors).toEqual([
      { field: 'EUR', message: 'EUR kuru 0 ile 1,000,000 arasında olmalıdır' },
    ])
    const listed = await call<{ exchangeRates: ExchangeRateDto[] }>('/exchange-rates')
    expect(listed.body.data.exchangeRates.map((rate) => rate.rate)).toEqual([48.7, 42.2])
    expect(await auditRows('exchange_rate')).toHaveLength(auditsBefore)
  })
})

describe('GET /exchange-rates/{code}/history', () => {
  it('lists every entered rate newest first, with the rate before it, who and when', async () => {
    const { status, body } = await history('usd')
    expect(status).toBe(200)
    expect(body.data.history.map((entry) => [entry.rate, entry.previousRate])).toEqual([
      [42.2, 42.1],
      [42.1, 41.9],
      [41.9, 0.0001],
      [0.0001, 1_000_000],
      [1_000_000, 41.85],
      [41.85, null],
    ])
    const [newest, , , , , first] = body.data.history
    expect(newest?.updatedBy).toEqual({ _id: admin.id, name: 'Test admin' })
    expect(body.data.history[1]?.updatedBy).toEqual({ _id: otherAdmin.id, name: 'Test admin' })
    expect(first?.createdAt && newest?.createdAt && first.createdAt <= newest.createdAt).toBe(true)
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 6, pages: 1 })
  })

  it('pages', async () => {
    const { body } = await history('USD', '?page=2&limit=4')
    expect(body.data.history.map((entry) => entry.rate)).toEqual([1_000_000, 41.85])
    expect(body.pagination).toEqual({ page: 2, limit: 4, total: 6, pages: 2 })
  })

  it('records an audit row per entered rate, before and after', async () => {
    const rows = await auditRows('exchange_rate', 'exchange_rate.update')
    expect(rows.filter((row) => row.entityId === 'USD')).toHaveLength(6)
    expect(rows.at(-1)).toMatchObject({
      actorId: admin.id,
      entityId: 'USD',
      details: { before: { rate: 42.1 }, after: { rate: 42.2 } },
    })
    expect(rows.find((row) => row.entityId === 'EUR')?.details).toEqual({ before: {}, after: { rate: 48.7 } })
  })
})

describe('PATCH /exchange-rates/{code}/toggle-status', () => {
  const toggle = (code: string) =>
    call<{ exchangeRate: AdminExchangeRate }>(`/exchange-rates/${code}/toggle-status`, {
      method: 'PATCH',
      token: adminToken,
    })

  it('switches a rate off and on; the shop converts only with active rates; the admin list shows both', async () => {
    const off = await toggle('EUR')
    expect(off.status).toBe(200)
    expect(off.body.data.exchangeRate).toMatchObject({ targetCurrency: 'EUR', isActive: false, rate: 48.7 })
    expect((await call('/exchange-rates/EUR')).status).toBe(404)
    const shop = await call<{ exchangeRates: ExchangeRateDto[] }>('/exchange-rates')
    expect(shop.body.data.exchangeRates.map((rate) => rate.targetCurrency)).toEqual(['USD'])
    const admin = await call<{ exchangeRates: AdminExchangeRate[] }>('/exchange-rates/admin', {
      token: adminToken,
    })
    expect(admin.body.data.exchangeRates.map((rate) => [rate.targetCurrency, rate.isActive])).toEqual([
      ['EUR', false],
      ['USD', true],
    ])

    expect((await toggle('eur')).body.data.exchangeRate.isActive).toBe(true)
    expect((await call('/exchange-rates/EUR')).status).toBe(200)
    const rows = await auditRows('exchange_rate', 'exchange_rate.toggle_status')
    expect(rows.map((row) => row.details)).toEqual([
      { before: { isActive: true }, after: { isActive: false } },
      { before: { isActive: false }, after: { isActive: true } },
    ])
  })

  it('is a 400 for a currency the shop does not manage', async () => {
    expect((await toggle('GBP')).status).toBe(400)
  })
})
