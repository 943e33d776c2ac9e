import { type AdminSettings, defaultSettings, SETTINGS_GROUPS, toAdminSettings } from '@shop/domain'
import { allMessagesFor } from '@shop/i18n/messages/all'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type SettingsCalls,
  settingsScreenHandlers,
  storedSettings,
} from '../features/settings/test/settings-fixtures'
import { fail, ok, settingsHandler, spyOnToasts, startApiServer } from '../test/api-server'
import { renderAdmin } from '../test/render-admin'

const tr = allMessagesFor('tr')
const PATH = '/admin/settings'

let current: AdminSettings
let calls: SettingsCalls
let rateReads = 0

const server = startApiServer(
  settingsHandler(),
  ...settingsScreenHandlers(
    () => current,
    new Proxy({} as SettingsCalls, { get: (_, key: keyof SettingsCalls) => calls[key] }),
  ),
)
spyOnToasts()
// The screen renders every settings card; on a busy machine a test takes several seconds.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  current = storedSettings()
  calls = { saved: [], rates: [] }
  rateReads = 0
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && request.url.endsWith('/exchange-rates/admin')) rateReads += 1
  })
})
afterEach(() => {
  server.events.removeAllListeners()
  vi.useRealTimers()
})

const inLanguage = (field: string, language: 'tr' | 'en') =>
  tr['admin.settings_cards.in_language']
    .replace('{field}', field)
    .replace('{language}', tr[`admin.settings_cards.language_name_${language}`])
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const siteName = () => input(inLanguage(tr['admin.settings_screen.site_name'], 'tr'))
const saveButton = () => screen.getByRole('button', { name: tr['admin.settings_screen.save'] })

async function openScreen() {
  const view = renderAdmin(PATH)
  await screen.findByRole('region', { name: tr['admin.settings_screen.site_info_title'] })
  return view
}

describe('admin settings page', () => {
  it('fills every card of the form from GET /settings', async () => {
    await openScreen()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(tr['admin.settings_screen.title'])
    for (const card of [
      'theme_title',
      'rates_title',
      'logos_title',
      'contact_title',
      'whatsapp_title',
    ] as const) {
      expect(screen.getByRole('region', { name: tr[`admin.settings_screen.${card}`] })).toBeTruthy()
    }
    expect(siteName().value).toBe('Diş Deposu')
    expect(input(inLanguage(tr['admin.settings_screen.site_name'], 'en')).value).toBe('Dental Depot')
    expect(input(tr['admin.settings_screen.theme_primary']).value).toBe('#ba8e1a')
    expect(input(tr['admin.settings_screen.contact_email']).value).toBe('destek@disdeposu.test')
    expect(input(inLanguage(tr['admin.settings_screen.contact_hours'], 'tr')).value).toBe(
      'Hafta içi 09:00-18:00',
    )
    expect(input(tr['admin.settings_screen.whatsapp_enabled']).checked).toBe(true)
    expect(input(tr['admin.settings_screen.express_shipping_cost']).value).toBe('99')
    expect(input(tr['admin.settings_screen.tax_rate']).value).toBe('18')
    const logo = screen.getByRole('img', { name: `${tr['admin.settings_screen.logo']} önizlemesi` })
    expect(logo.getAttribute('src')).toBe('/media/logos/old.png')
    expect(await screen.findByDisplayValue('34.5')).toBeTruthy()
    expect(screen.getByText(tr['admin.settings_screen.no_changes'])).toBeTruthy()
  })

  it('saves the whole settings object, then reloads the page 500 ms later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {})
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await openScreen()
    await user.clear(siteName())
    await user.paste('Yeni Depo')
    await user.clear(input(tr['admin.settings_screen.tax_rate']))
    await user.paste('20')
    // Typed as a Turkish keyboard types it: the comma is the decimal point.
    await user.clear(input(tr['admin.settings_screen.standard_shipping_cost']))
    await user.type(input(tr['admin.settings_screen.standard_shipping_cost']), '59,90')
    expect(screen.getByText(tr['admin.settings_screen.unsaved'])).toBeTruthy()
    await user.click(saveButton())

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(tr['admin.settings_screen.save_success'], expect.anything()),
    )
    const [body] = calls.saved
    expect(Object.keys(body ?? {}).sort()).toEqual([...SETTINGS_GROUPS].sort())
    expect(body?.siteName).toEqual({ tr: 'Yeni Depo', en: 'Dental Depot' })
    expect(body?.shipping).toEqual({
      freeShippingThreshold: 750,
      standardShippingCost: 59.9,
      expressShippingCost: 99,
      taxRatePercent: 20,
    })
    expect(body?.contactInfo?.email).toBe('destek@disdeposu.test')
    // The key is write-only: nothing typed, nothing sent, and the answer's hasApiKey never goes back.
    expect(body?.translation).toEqual({ enabled: true, model: 'gemini-2.5-pro' })
    expect(screen.getByText(tr['admin.settings_screen.no_changes'])).toBeTruthy()

    expect(reload).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(500)
    expect(reload).toHaveBeenCalledTimes(1)

    // The screen the reload brings back says it again, once: the first toast had half a second.
    vi.mocked(toast.success).mockClear()
    cleanup()
    await openScreen()
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(tr['admin.settings_screen.save_success'], expect.anything()),
    )
    cleanup()
    await openScreen()
    expect(toast.success).toHaveBeenCalledTimes(1)
  })

  it('says the save failed and keeps the page when the server refuses', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {})
    server.use(http.put('*/api/settings', () => fail(500, 'Sunucu hatası')))
    await openScreen()
    await userEvent.click(saveButton())
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(tr['admin.settings_screen.save_error'], expect.anything()),
    )
    expect(toast.success).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
  })

  it('shows the server’s field errors on the fields they name', async () => {
    server.use(
      http.put('*/api/settings', () =>
        fail(400, 'Hızlı kargo ücreti çok yüksek', [
          { field: 'shipping.expressShippingCost', message: 'Hızlı kargo ücreti çok yüksek' },
        ]),
      ),
    )
    await openScreen()
    await userEvent.click(saveButton())
    const express = input(tr['admin.settings_screen.express_shipping_cost'])
    await waitFor(() => expect(express.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('Hızlı kargo ücreti çok yüksek')).toBeTruthy()
    expect(toast.error).toHaveBeenCalledWith(tr['admin.settings_screen.save_error'], expect.anything())
  })

  it('checks the form with the shared schema before anything is sent', async () => {
    await openScreen()
    // An amount left blank is refused, not taken as the default.
    await userEvent.clear(input(tr['admin.settings_screen.express_shipping_cost']))
    await userEvent.clear(input(tr['admin.settings_screen.contact_email']))
    await userEvent.paste('destek@')
    await userEvent.clear(siteName())
    await userEvent.click(saveButton())
    expect(await screen.findByText(tr['auth.email_invalid'])).toBeTruthy()
    expect(screen.getByText(tr['admin.settings.site_name_required'])).toBeTruthy()
    expect(input(tr['admin.settings_screen.express_shipping_cost']).getAttribute('aria-invalid')).toBe('true')
    // Not 1,25 ₺: written with a Turkish thousands point, the amount is refused with the reason.
    await userEvent.clear(input(tr['admin.settings_screen.free_shipping_threshold']))
    await userEvent.type(input(tr['admin.settings_screen.free_shipping_threshold']), '1.250')
    await userEvent.click(saveButton())
    expect(await screen.findByText(tr['admin.amount_decimals'])).toBeTruthy()
    expect(toast.error).toHaveBeenCalledWith(tr['admin.settings_screen.save_error'], expect.anything())
    expect(calls.saved).toEqual([])
  })

  it('refuses to save while a field admin.md marks required is blank, and marks each one required', async () => {
    await openScreen()
    const turkish = (key: keyof typeof tr) => inLanguage(tr[key], 'tr')
    const card = (title: keyof typeof tr) => within(screen.getByRole('region', { name: tr[title] }))
    const contact = card('admin.settings_screen.contact_title')
    const field = (label: string, scope: Pick<typeof screen, 'getByLabelText'> = screen) =>
      scope.getByLabelText(label) as HTMLInputElement
    const required: [control: HTMLInputElement, message: keyof typeof tr][] = [
      [field(turkish('admin.settings_screen.site_description')), 'admin.settings.site_description_required'],
      [field(tr['admin.settings_screen.contact_email'], contact), 'admin.settings.contact_email_required'],
      [field(tr['admin.settings_screen.contact_phone'], contact), 'admin.settings.contact_phone_required'],
      [field(turkish('admin.settings_screen.contact_address')), 'admin.settings.contact_address_required'],
      [field(turkish('admin.settings_screen.contact_hours')), 'admin.settings.working_hours_required'],
      [field(tr['admin.settings_screen.whatsapp_number']), 'admin.settings.whatsapp_number_required'],
      [field(turkish('admin.settings_screen.whatsapp_message')), 'admin.settings.whatsapp_message_required'],
      [field(turkish('admin.settings_cards.meta_title')), 'admin.settings.seo_title_required'],
      [field(turkish('admin.settings_cards.meta_description')), 'admin.settings.seo_description_required'],
      [field(turkish('admin.settings_cards.meta_keywords')), 'admin.settings.seo_keywords_required'],
    ]
    for (const [control] of required) {
      expect(control.getAttribute('aria-required'), control.name).toBe('true')
      await userEvent.clear(control)
    }
    await userEvent.click(saveButton())
    for (const [control, message] of required) {
      await waitFor(() => expect(control.getAttribute('aria-invalid'), control.name).toBe('true'))
      expect(screen.getByText(tr[message])).toBeTruthy()
    }
    // English may stay empty: every text falls back to Turkish.
    expect(
      input(inLanguage(tr['admin.settings_screen.site_description'], 'en')).getAttribute('aria-required'),
    ).toBe(null)
    expect(calls.saved).toEqual([])
  })

  it('resets only after confirmation, refilling the form from the answer and the stored rates', async () => {
    let resets = 0
    server.use(
      http.post('*/api/settings/reset', () => {
        resets += 1
        current = toAdminSettings({
          ...defaultSettings(),
          translation: { enabled: true, model: 'gemini-2.5-pro', apiKey: 'k' },
        })
        return ok({ settings: current })
      }),
    )
    await openScreen()
    await screen.findByDisplayValue('34.5')
    const readsBefore = rateReads
    await userEvent.click(screen.getByRole('button', { name: tr['admin.settings_screen.reset'] }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain(tr['admin.settings_screen.reset_confirm'])
    await userEvent.click(within(dialog).getByRole('button', { name: tr['account.confirm_no'] }))
    expect(resets).toBe(0)

    await userEvent.click(screen.getByRole('button', { name: tr['admin.settings_screen.reset'] }))
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: tr['admin.settings_screen.reset_confirm_button'],
      }),
    )
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        tr['admin.settings_screen.reset_success'],
        expect.anything(),
      ),
    )
    expect(resets).toBe(1)
    expect(siteName().value).toBe('E-Ticaret')
    expect(input(tr['admin.settings_screen.express_shipping_cost']).value).toBe('0')
    expect(input(tr['admin.settings_screen.whatsapp_enabled']).checked).toBe(false)
    await waitFor(() => expect(rateReads).toBeGreaterThan(readsBefore))
  })

  it('says the reset failed and keeps the form as it was', async () => {
    server.use(http.post('*/api/settings/reset', () => fail(500, 'Sunucu hatası')))
    await openScreen()
    await userEvent.click(screen.getByRole('button', { name: tr['admin.settings_screen.reset'] }))
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: tr['admin.settings_screen.reset_confirm_button'],
      }),
    )
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(tr['admin.settings_screen.reset_error'], expect.anything()),
    )
    expect(siteName().value).toBe('Diş Deposu')
  })

  it('shows a load failure inline with a retry that loads the form', async () => {
    let reads = 0
    server.use(
      http.get('*/api/settings', () => {
        reads += 1
        return reads === 1 ? fail(500, 'Sunucu hatası') : ok({ settings: current })
      }),
    )
    renderAdmin(PATH)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(tr['admin.settings_screen.load_error'])
    await userEvent.click(within(alert).getByRole('button', { name: tr['remote.retry'] }))
    expect(await screen.findByDisplayValue('Diş Deposu')).toBeTruthy()
  })
})
