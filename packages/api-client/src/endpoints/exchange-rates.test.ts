import { loadToasts } from '../core/notify'
// @vitest-environment happy-dom

import type { ExchangeRateDto } from '@shop/domain'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { exchangeRateQueries } from '../queries/exchange-rate-queries'
import { listExchangeRates, toExchangeRates } from './exchange-rates'

// sonner is fetched on demand in the app; here it is in before the first toast, as after a page's first render.
await loadToasts()

const row = (targetCurrency: string, rate: number, isActive = true): ExchangeRateDto => ({
  _id: `r-${targetCurrency}`,
  targetCurrency,
  rate,
  isActive,
  lastUpdated: '2025-01-01T00:00:00.000Z',
})

describe('toExchangeRates', () => {
  it('keeps active, usable USD and EUR rates (lira per unit)', () => {
    expect(toExchangeRates([row('USD', 41.85), row('EUR', 48.7), row('GBP', 55)])).toEqual({
      USD: 41.85,
      EUR: 48.7,
    })
  })

  it('leaves out inactive, zero and non-numeric rates so prices stay in lira', () => {
    const broken = { ...row('EUR', 1), rate: 'x' as unknown as number }
    expect(toExchangeRates([row('USD', 41.85, false), broken])).toEqual({})
    expect(toExchangeRates([row('USD', 0)])).toEqual({})
  })
})

const server = setupServer()
let calls = 0
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
  vi.restoreAllMocks()
  calls = 0
})
afterAll(() => server.close())

function answerRates(rate = 41.85) {
  server.use(
    http.get('*/api/exchange-rates', () => {
      calls += 1
      return HttpResponse.json({ success: true, data: { exchangeRates: [row('USD', rate)] } })
    }),
  )
}

describe('exchange-rate loading', () => {
  it('reads the list through the API', async () => {
    answerRates()
    expect(await listExchangeRates()).toEqual({ USD: 41.85 })
  })

  it('shows no error toast when the rates cannot load', async () => {
    vi.spyOn(toast, 'error')
    server.use(http.get('*/api/exchange-rates', () => HttpResponse.json({ success: false }, { status: 500 })))
    await expect(
      new QueryClient().fetchQuery({ ...exchangeRateQueries.list(), retry: false }),
    ).rejects.toThrow()
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('refetches only once the rates are older than 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    answerRates()
    const client = new QueryClient()
    await client.fetchQuery(exchangeRateQueries.list())
    vi.advanceTimersByTime(4 * 60 * 1000)
    await client.fetchQuery(exchangeRateQueries.list())
    expect(calls).toBe(1)
    vi.advanceTimersByTime(60 * 1000 + 1)
    await client.fetchQuery(exchangeRateQueries.list())
    expect(calls).toBe(2)
  })

  it('polls every 5 minutes while observed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    answerRates()
    const client = new QueryClient()
    const observer = new QueryObserver(client, exchangeRateQueries.list())
    const stop = observer.subscribe(() => {})
    await vi.waitFor(() => expect(calls).toBe(1))
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000)
    await vi.waitFor(() => expect(calls).toBe(2))
    stop()
  })
})
