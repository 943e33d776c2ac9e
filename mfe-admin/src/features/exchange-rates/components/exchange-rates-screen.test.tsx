import type { AdminExchangeRate, ExchangeRateHistoryEntry } from '@shop/domain'
import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { toast } from 'sonner'
import { beforeEach, describe, expect, it } from 'vitest'
import { fail, ok, settingsHandler, spyOnToasts, startApiServer } from '../../../test/api-server'
import { renderAdmin } from '../../../test/render-admin'
import { eurRate, usdHistory, usdRate } from '../test/rate-fixtures'

const tr = allMessagesFor('tr')
const en = allMessagesFor('en')
const PATH = '/admin/exchange-rates'

let stored: AdminExchangeRate[] = []
let histories: Record<string, ExchangeRateHistoryEntry[]> = {}

const server = startApiServer(
  settingsHandler(),
  http.get('*/api/exchange-rates/admin', () => ok({ exchangeRates: stored })),
  http.get('*/api/exchange-rates/:code/history', ({ params, request }) => {
    const all = histories[String(params.code)] ?? []
    const limit = Number(new URL(request.url).searchParams.get('limit'))
    return ok(
      { history: all.slice(0, limit) },
      { page: 1, limit, total: all.length, pages: Math.ceil(all.length / limit) },
    )
  }),
)
spyOnToasts()

beforeEach(() => {
  stored = [eurRate, usdRate]
  histories = { USD: usdHistory, EUR: [] }
})

const input = (code: 'USD' | 'EUR') =>
  screen.getByLabelText(
    tr['admin.rates_screen.rate_label'].replaceAll('{currency}', code),
  ) as HTMLInputElement
const saveButton = () =>
  screen.getByRole('button', { name: tr['admin.rates_screen.save'] }) as HTMLButtonElement
const ratesTable = (language: 'tr' | 'en' = 'tr') =>
  screen.getByRole('table', { name: allMessagesFor(language)['admin.rates_screen.current_title'] })
const rowOf = (code: string) =>
  within(ratesTable())
    .getAllByRole('row')
    .find((row) => row.firstElementChild?.textContent === code) as HTMLElement

async function openScreen() {
  renderAdmin(PATH)
  await screen.findByRole('table', { name: tr['admin.rates_screen.current_title'] })
}

describe('exchange rates screen', () => {
  it('lists every rate with its rate, active badge, tr-TR time and who entered it, under the manual note', async () => {
    await openScreen()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(tr['admin.rates_screen.title'])
    expect(screen.getByText(tr['admin.rates_screen.manual_note'])).toBeTruthy()
    const usd = within(rowOf('USD')).getAllByRole('cell')
    expect(usd[1]?.textContent).toBe('34,50 ₺')
    expect(usd[2]?.textContent).toContain(tr['admin.common.active'])
    expect(usd[3]?.querySelector('time')?.getAttribute('datetime')).toBe('2025-05-20T09:30:00.000Z')
    expect(usd[3]?.textContent).toMatch(/20 May 2025/)
    expect(usd[4]?.textContent).toBe('Yönetici Ayşe')
    const eur = within(rowOf('EUR')).getAllByRole('cell')
    expect(eur[1]?.textContent).toBe('37,1234 ₺')
    expect(eur[2]?.textContent).toContain(tr['admin.common.passive'])
    expect(eur[4]?.textContent).toBe(tr['admin.rates_screen.unknown_editor'])
  })

  it('names the current rate under each input, or that none was entered yet', async () => {
    stored = [usdRate]
    await openScreen()
    const hintOf = (code: 'USD' | 'EUR') =>
      document.getElementById(input(code).getAttribute('aria-describedby') ?? '')?.textContent
    expect(hintOf('USD')).toBe('Mevcut kur: 34,50 ₺')
    expect(hintOf('EUR')).toBe(tr['admin.rates_screen.no_current_hint'])
  })

  it('keeps save disabled while both inputs are empty and says at least one rate is needed', async () => {
    await openScreen()
    expect(input('USD').inputMode).toBe('decimal')
    expect(saveButton().disabled).toBe(true)
    expect(saveButton().getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText(tr['admin.rates.at_least_one'])).toBeTruthy()
    await userEvent.type(input('EUR'), '38')
    expect(saveButton().disabled).toBe(false)
    expect(screen.queryByText(tr['admin.rates.at_least_one'])).toBeNull()
    await userEvent.clear(input('EUR'))
    expect(saveButton().disabled).toBe(true)
  })

  it('shows the range message of each currency and sends nothing while a rate is out of range', async () => {
    let puts = 0
    server.use(
      http.put('*/api/exchange-rates/bulk-update', () => {
        puts += 1
        return ok({ exchangeRates: stored })
      }),
    )
    await openScreen()
    await userEvent.type(input('USD'), '0')
    expect(await screen.findByText('USD kuru 0 ile 1,000,000 arasında olmalıdır')).toBeTruthy()
    expect(input('USD').getAttribute('aria-invalid')).toBe('true')
    await userEvent.type(input('EUR'), '1000000.01')
    expect(await screen.findByText('EUR kuru 0 ile 1,000,000 arasında olmalıdır')).toBeTruthy()
    await userEvent.click(saveButton())
    expect(document.activeElement).toBe(input('USD'))
    await userEvent.clear(input('EUR'))
    await userEvent.type(input('EUR'), '1000000')
    expect(screen.queryByText('EUR kuru 0 ile 1,000,000 arasında olmalıdır')).toBeNull()
    expect(screen.getByText('USD kuru 0 ile 1,000,000 arasında olmalıdır')).toBeTruthy()
    expect(puts).toBe(0)
  })

  it('previews the current active rate, then the rate as it is typed, with the domain conversion', async () => {
    await openScreen()
    const usd = screen.getByTestId('preview-USD')
    expect(usd.textContent).toContain(tr['admin.rates_screen.preview_current'])
    expect(screen.getByTestId('preview-USD-to-lira').textContent).toBe('$100,00 = 3.450,00 ₺')
    expect(screen.getByTestId('preview-USD-from-lira').textContent).toBe('1.000,00 ₺ = $28,99')
    // The stored EUR rate is inactive: the shop does not use it, so neither does the preview.
    expect(screen.getByTestId('preview-EUR').textContent).toBe('EUR için önizlenecek geçerli bir kur yok')

    await userEvent.type(input('USD'), '40')
    expect(screen.getByTestId('preview-USD').textContent).toContain(tr['admin.rates_screen.preview_typed'])
    expect(screen.getByTestId('preview-USD-to-lira').textContent).toBe('$100,00 = 4.000,00 ₺')
    expect(screen.getByTestId('preview-USD-from-lira').textContent).toBe('1.000,00 ₺ = $25,00')
    await userEvent.type(input('EUR'), '36.75')
    expect(screen.getByTestId('preview-EUR-to-lira').textContent).toBe('€100,00 = 3.675,00 ₺')
    expect(screen.getByTestId('preview-EUR-from-lira').textContent).toBe('1.000,00 ₺ = €27,21')
    await userEvent.clear(input('EUR'))
    await userEvent.type(input('EUR'), '0')
    expect(screen.getByTestId('preview-EUR').textContent).toBe('EUR için önizlenecek geçerli bir kur yok')
  })

  it('writes rates and amounts by the money rule of an English-speaking admin, never mixing the two', async () => {
    renderAdmin(PATH, 'admin', 'en')
    await screen.findByRole('table', { name: en['admin.rates_screen.current_title'] })
    expect(screen.getByTestId('preview-USD-to-lira').textContent).toBe('$100.00 = ₺3,450.00')
    expect(screen.getByTestId('preview-USD-from-lira').textContent).toBe('₺1,000.00 = $28.99')
    expect(within(ratesTable('en')).getByText('₺34.50')).toBeTruthy()
  })

  it('saves only the rates typed, clears the rate cache, toasts the spec text and shows the new list', async () => {
    const bodies: unknown[] = []
    const calls: string[] = []
    server.use(
      http.put('*/api/exchange-rates/bulk-update', async ({ request }) => {
        calls.push('save')
        bodies.push(await request.json())
        stored = [eurRate, { ...usdRate, rate: 35.5, lastUpdated: '2025-05-21T10:00:00.000Z' }]
        histories.USD = [
          { ...usdHistory[0], _id: 'h3', rate: 35.5, previousRate: 34.5 } as ExchangeRateHistoryEntry,
          ...usdHistory,
        ]
        return ok({ exchangeRates: stored })
      }),
      http.delete('*/api/exchange-rates/cache', () => {
        calls.push('clear cache')
        return ok({ cache: {} })
      }),
    )
    await openScreen()
    // Typed as a Turkish keyboard types it: the comma is the decimal point.
    await userEvent.type(input('USD'), '35,5')
    await userEvent.click(saveButton())
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(tr['admin.rates_screen.save_success'], expect.anything()),
    )
    expect(tr['admin.rates_screen.save_success']).toBe('Manuel kurlar başarıyla kaydedildi')
    expect(bodies).toEqual([{ USD: 35.5 }])
    expect(calls).toEqual(['save', 'clear cache'])
    expect(toast.error).not.toHaveBeenCalled()
    expect(input('USD').value).toBe('')
    expect(within(rowOf('USD')).getAllByRole('cell')[1]?.textContent).toBe('35,50 ₺')
    const history = within(screen.getByTestId('history-USD'))
    await waitFor(() => expect(history.getAllByRole('row')).toHaveLength(4))
  })

  it('still reports the save when clearing the rate cache fails, and says the cache was not cleared', async () => {
    server.use(
      http.put('*/api/exchange-rates/bulk-update', () => ok({ exchangeRates: stored })),
      http.delete('*/api/exchange-rates/cache', () => fail(500, 'Sunucu hatası')),
    )
    await openScreen()
    await userEvent.type(input('EUR'), '38')
    await userEvent.click(saveButton())
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(tr['admin.rates_screen.cache_error'], expect.anything()),
    )
    expect(toast.success).toHaveBeenCalledWith(tr['admin.rates_screen.save_success'], expect.anything())
    expect(input('EUR').value).toBe('')
  })

  it('shows the server message when the save is refused, else the spec fallback, and keeps what was typed', async () => {
    server.use(
      http.put('*/api/exchange-rates/bulk-update', () =>
        fail(409, 'Kurlar bu sırada değişti; sayfayı yenileyip tekrar deneyin'),
      ),
    )
    await openScreen()
    await userEvent.type(input('USD'), '35')
    await userEvent.type(input('EUR'), '38')
    await userEvent.click(saveButton())
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Kurlar bu sırada değişti; sayfayı yenileyip tekrar deneyin',
        expect.anything(),
      ),
    )
    expect(input('USD').value).toBe('35')

    server.use(http.put('*/api/exchange-rates/bulk-update', () => HttpResponse.error()))
    await userEvent.click(saveButton())
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Kurlar kaderilirken hata oluştu', expect.anything()),
    )
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('switches a rate off and on with the toggle call', async () => {
    const toggled: string[] = []
    server.use(
      http.patch('*/api/exchange-rates/:code/toggle-status', ({ params }) => {
        toggled.push(String(params.code))
        const rate = stored.find((entry) => entry.targetCurrency === params.code) as AdminExchangeRate
        const exchangeRate = { ...rate, isActive: !rate.isActive }
        stored = stored.map((entry) => (entry === rate ? exchangeRate : entry))
        return ok({ exchangeRate })
      }),
    )
    await openScreen()
    await userEvent.click(screen.getByRole('button', { name: 'USD kurunu pasif yap' }))
    expect(await screen.findByRole('button', { name: 'USD kurunu aktif yap' })).toBeTruthy()
    expect(within(rowOf('USD')).getAllByRole('cell')[2]?.textContent).toContain(tr['admin.common.passive'])
    await userEvent.click(screen.getByRole('button', { name: 'EUR kurunu aktif yap' }))
    await screen.findByRole('button', { name: 'EUR kurunu pasif yap' })
    expect(toggled).toEqual(['USD', 'EUR'])
  })

  it('says so when a toggle fails', async () => {
    server.use(http.patch('*/api/exchange-rates/:code/toggle-status', () => fail(404, 'Kur bulunamadı')))
    await openScreen()
    await userEvent.click(screen.getByRole('button', { name: 'USD kurunu pasif yap' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Kur bulunamadı', expect.anything()))
    expect(within(rowOf('USD')).getAllByRole('cell')[2]?.textContent).toContain(tr['admin.common.active'])
  })

  it('shows each history newest first with when, previous → new and who, and more on request', async () => {
    histories.USD = Array.from({ length: 12 }, (_, index) => ({
      _id: `h${12 - index}`,
      targetCurrency: 'USD',
      rate: 40 - index,
      previousRate: index === 11 ? null : 39 - index,
      updatedBy: { _id: 'a1', name: 'Yönetici Ayşe' },
      createdAt: `2025-05-${String(20 - index).padStart(2, '0')}T09:00:00.000Z`,
    }))
    await openScreen()
    const usd = within(screen.getByTestId('history-USD'))
    const table = await usd.findByRole('table', { name: 'USD kur geçmişi' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(10)
    const first = within(rows[0] as HTMLElement).getAllByRole('cell')
    expect(first[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2025-05-20T09:00:00.000Z')
    expect(first[1]?.textContent).toBe('39,00 ₺ → 40,00 ₺')
    expect(first[2]?.textContent).toBe('Yönetici Ayşe')
    expect(usd.getByText('12 değişiklikten 10 tanesi gösteriliyor')).toBeTruthy()

    await userEvent.click(usd.getByRole('button', { name: tr['admin.rates_screen.history_more'] }))
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13))
    const last = within(within(table).getAllByRole('row')[12] as HTMLElement).getAllByRole('cell')
    expect(last[1]?.textContent).toBe(`${tr['admin.rates_screen.history_first']} → 29,00 ₺`)
    expect(usd.queryByRole('button', { name: tr['admin.rates_screen.history_more'] })).toBeNull()

    const eur = within(screen.getByTestId('history-EUR'))
    expect(await eur.findByText(tr['admin.rates_screen.history_empty'])).toBeTruthy()
  })

  it('shows the load failure with the server message instead of a list, and the list after a retry', async () => {
    let calls = 0
    server.use(
      http.get('*/api/exchange-rates/admin', () => {
        calls += 1
        return calls === 1 ? fail(500, 'Veritabanına ulaşılamadı') : ok({ exchangeRates: stored })
      }),
    )
    renderAdmin(PATH)
    const alert = await screen.findByText(tr['admin.rates_screen.load_error'])
    const panel = alert.closest('[role="alert"]') as HTMLElement
    expect(panel.textContent).toContain('Veritabanına ulaşılamadı')
    expect(screen.queryByRole('table', { name: tr['admin.rates_screen.current_title'] })).toBeNull()
    await userEvent.click(within(panel).getByRole('button'))
    expect(await screen.findByRole('table', { name: tr['admin.rates_screen.current_title'] })).toBeTruthy()
    expect(calls).toBe(2)
  })

  it('refreshes the list and the histories with the refresh button', async () => {
    await openScreen()
    stored = [eurRate, { ...usdRate, rate: 36 }]
    await userEvent.click(screen.getByRole('button', { name: tr['admin.rates_screen.refresh'] }))
    await waitFor(() => expect(within(rowOf('USD')).getAllByRole('cell')[1]?.textContent).toBe('36,00 ₺'))
  })

  it('is closed to a moderator', async () => {
    renderAdmin(PATH, 'moderator')
    expect(await screen.findByTestId('admin-no-access')).toBeTruthy()
    expect(
      screen.queryByLabelText(tr['admin.rates_screen.rate_label'].replaceAll('{currency}', 'USD')),
    ).toBeNull()
  })
})
