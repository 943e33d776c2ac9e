import { env } from 'cloudflare:workers'
import type { ExchangeRateDto } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertRate } from './helpers/content'
import { getFailure, getJson } from './helpers/http'

const ids: Record<string, string> = {}

beforeAll(async () => {
  ids.usd = await insertRate(env.DB, { currency: 'USD', rate: 32.5 })
  ids.eur = await insertRate(env.DB, { currency: 'EUR', rate: 35.1234 })
  ids.gbp = await insertRate(env.DB, { currency: 'GBP', rate: 41, isActive: false })
})

describe('GET /api/exchange-rates', () => {
  it('lists the active rates', async () => {
    const { status, body } = await getJson<{ exchangeRates: ExchangeRateDto[] }>('/exchange-rates')
    expect(status).toBe(200)
    expect(body.data.exchangeRates).toEqual([
      {
        _id: ids.eur,
        targetCurrency: 'EUR',
        rate: 35.1234,
        isActive: true,
        lastUpdated: '2025-04-01T09:00:00.000Z',
      },
      {
        _id: ids.usd,
        targetCurrency: 'USD',
        rate: 32.5,
        isActive: true,
        lastUpdated: '2025-04-01T09:00:00.000Z',
      },
    ])
  })
})

describe('GET /api/exchange-rates/{code}', () => {
  it('answers one rate, whatever the case of the code', async () => {
    for (const code of ['USD', 'usd', 'Usd']) {
      const { status, body } = await getJson<{ exchangeRate: ExchangeRateDto }>(`/exchange-rates/${code}`)
      expect(status).toBe(200)
      expect(body.data.exchangeRate).toMatchObject({ _id: ids.usd, targetCurrency: 'USD', rate: 32.5 })
    }
  })

  it('is a 404 naming the code when the rate is missing or inactive', async () => {
    for (const [code, upper] of [
      ['chf', 'CHF'],
      ['GBP', 'GBP'],
      ['try', 'TRY'],
    ]) {
      const { status, body } = await getFailure(`/exchange-rates/${code}`, 'en')
      expect(status).toBe(404)
      expect(body).toEqual({ success: false, message: `Exchange rate not found for ${upper}` })
      const turkish = await getFailure(`/exchange-rates/${code}`)
      expect(turkish.body.message).toBe(`${upper} için döviz kuru bulunamadı`)
    }
  })

  it('is a 400 for something that is not a currency code', async () => {
    const { status, body } = await getFailure('/exchange-rates/dollars')
    expect(status).toBe(400)
    expect(body.errors?.[0]?.field).toBe('code')
  })
})

describe('GET /api/exchange-rates/convert/preview', () => {
  type Preview = { amount: number; from: string; to: string; rate: number; converted: number }

  it('divides lira by the rate, multiplies foreign amounts by it, to 2 decimals', async () => {
    const toUsd = await getJson<Preview>('/exchange-rates/convert/preview?amount=100&from=TRY&to=USD')
    expect(toUsd.status).toBe(200)
    expect(toUsd.body.data).toEqual({ amount: 100, from: 'TRY', to: 'USD', rate: 32.5, converted: 3.08 })
    const toTry = await getJson<Preview>('/exchange-rates/convert/preview?amount=10&from=eur&to=try')
    expect(toTry.body.data).toEqual({ amount: 10, from: 'EUR', to: 'TRY', rate: 35.1234, converted: 351.23 })
    const defaultFrom = await getJson<Preview>('/exchange-rates/convert/preview?amount=65&to=USD')
    expect(defaultFrom.body.data).toMatchObject({ from: 'TRY', converted: 2 })
    const cross = await getJson<Preview>('/exchange-rates/convert/preview?amount=10&from=USD&to=EUR')
    expect(cross.body.data.converted).toBe(9.25)
    const same = await getJson<Preview>('/exchange-rates/convert/preview?amount=12.345&from=USD&to=USD')
    expect(same.body.data).toMatchObject({ rate: 1, converted: 12.35 })
  })

  it('is a 400 "Currency {code} is not supported" for other currencies', async () => {
    for (const [query, code] of [
      ['amount=1&from=TRY&to=GBP', 'GBP'],
      ['amount=1&from=chf&to=TRY', 'CHF'],
    ]) {
      const { status, body } = await getFailure(`/exchange-rates/convert/preview?${query}`, 'en')
      expect(status).toBe(400)
      expect(body.message).toBe(`Currency ${code} is not supported`)
      const turkish = await getFailure(`/exchange-rates/convert/preview?${query}`)
      expect(turkish.body.message).toBe(`${code} para birimi desteklenmiyor`)
    }
  })

  it('is a 400 naming each bad parameter', async () => {
    const { status, body } = await getFailure('/exchange-rates/convert/preview?amount=abc&to=dollar')
    expect(status).toBe(400)
    expect(body.errors?.map((e) => e.field).sort()).toEqual(['amount', 'to'])
    const missing = await getFailure('/exchange-rates/convert/preview')
    expect(missing.body.errors?.map((e) => e.field).sort()).toEqual(['amount', 'to'])
    expect((await getFailure('/exchange-rates/convert/preview?amount=-5&to=USD')).status).toBe(400)
  })
})

describe('a supported currency without an active rate', () => {
  it('is a 404 naming the currency on preview', async () => {
    await env.DB.prepare(`UPDATE exchange_rates SET is_active = 0 WHERE target_currency = 'EUR'`).run()
    const { status, body } = await getFailure(
      '/exchange-rates/convert/preview?amount=1&from=TRY&to=EUR',
      'en',
    )
    expect(status).toBe(404)
    expect(body.message).toBe('Exchange rate not found for EUR')
    await env.DB.prepare(`UPDATE exchange_rates SET is_active = 1 WHERE target_currency = 'EUR'`).run()
  })
})
