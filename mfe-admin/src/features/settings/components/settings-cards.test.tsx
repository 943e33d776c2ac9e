import { type AdminSettings, LOGO_MAX_BYTES } from '@shop/domain'
import { allMessagesFor } from '@shop/i18n/messages/all'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { toast } from 'sonner'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, settingsHandler, spyOnToasts, startApiServer } from '../../../test/api-server'
import { renderAdmin } from '../../../test/render-admin'
import { type SettingsCalls, settingsScreenHandlers, storedSettings } from '../test/settings-fixtures'

const tr = allMessagesFor('tr')
const m = (key: keyof typeof tr) => tr[key]

let current: AdminSettings
let calls: SettingsCalls = { saved: [], rates: [] }
let uploads: { type: string; file: unknown }[] = []

const server = startApiServer(
  settingsHandler(),
  ...settingsScreenHandlers(
    () => current,
    new Proxy({} as SettingsCalls, { get: (_, key: keyof SettingsCalls) => calls[key] }),
  ),
  http.post('*/api/settings/upload-logo/:type', async ({ params, request }) => {
    const form = await request.formData()
    uploads.push({ type: String(params.type), file: form.get('logo') })
    const url = `/media/logos/new-${String(params.type)}.png`
    return ok({ type: params.type, logoUrl: url, url })
  }),
)
spyOnToasts()
// The screen renders every settings card; on a busy machine a test takes several seconds.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  current = storedSettings()
  calls = { saved: [], rates: [] }
  uploads = []
})

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const card = (title: keyof typeof tr) => screen.getByRole('region', { name: m(title) })
const cssVariable = (name: string) => document.documentElement.style.getPropertyValue(name)
const previewOf = (label: string) => screen.queryByRole('img', { name: `${label} önizlemesi` })

async function openScreen() {
  const view = renderAdmin('/admin/settings')
  await screen.findByRole('region', { name: m('admin.settings_screen.theme_title') })
  return view
}

describe('settings theme card', () => {
  it('applies colours to the page while they are edited and puts the saved theme back on leaving', async () => {
    const view = await openScreen()
    const primary = input(m('admin.settings_screen.theme_primary'))
    await userEvent.clear(primary)
    await userEvent.type(primary, '#12345')
    // Half a code changes nothing yet.
    expect(cssVariable('--color-primary')).toBe('#ba8e1a')
    await userEvent.type(primary, '6')
    expect(cssVariable('--color-primary')).toBe('#123456')
    fireEvent.input(screen.getByLabelText(`${m('admin.settings_screen.theme_background')}: renk seçici`), {
      target: { value: '#f5f5f0' },
    })
    expect(input(m('admin.settings_screen.theme_background')).value).toBe('#f5f5f0')
    expect(cssVariable('--color-background')).toBe('#f5f5f0')
    expect(calls.saved).toEqual([])

    view.unmount()
    expect(cssVariable('--color-primary')).toBe('#ba8e1a')
    expect(cssVariable('--color-background')).toBe('#2f2f2f')
  })

  it('asks before leaving the screen with unsaved changes', async () => {
    await openScreen()
    await userEvent.type(screen.getByRole('textbox', { name: m('admin.settings_screen.contact_phone') }), '1')
    await userEvent.click(screen.getAllByRole('link', { name: m('admin.nav.orders') })[0] as HTMLElement)
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain(m('unsaved_changes.message'))
    expect(screen.getByTestId('where').textContent).toBe('/admin/settings')
  })
})

describe('settings logos card', () => {
  it('refuses a file of the wrong type or over 2 MB without calling the API', async () => {
    const user = userEvent.setup({ applyAccept: false })
    await openScreen()
    const logo = input(m('admin.settings_screen.logo'))
    await user.upload(logo, new File(['x'], 'photo.heic', { type: 'image/heic' }))
    expect(toast.error).toHaveBeenLastCalledWith(m('admin.settings.logo_type_invalid'), expect.anything())
    await user.upload(
      input(m('admin.settings_screen.favicon')),
      new File(['x'], 'icon.webp', { type: 'image/webp' }),
    )
    expect(toast.error).toHaveBeenLastCalledWith(m('admin.settings.logo_type_invalid'), expect.anything())
    await user.upload(logo, new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }))
    expect(toast.error).toHaveBeenLastCalledWith(m('admin.settings.logo_too_large'), expect.anything())
    expect(uploads).toEqual([])
    expect(previewOf(m('admin.settings_screen.logo'))?.getAttribute('src')).toBe('/media/logos/old.png')
  })

  it('uploads a logo in the logo field, shows its preview and keeps the form saved', async () => {
    await openScreen()
    const label = m('admin.settings_screen.header_logo')
    expect(previewOf(label)).toBeNull()
    expect(
      within(card('admin.settings_screen.logos_title')).getByText(m('admin.settings_screen.favicon_hint')),
    ).toBeTruthy()
    await userEvent.upload(input(label), new File(['png'], 'header.png', { type: 'image/png' }))
    await waitFor(() => expect(previewOf(label)?.getAttribute('src')).toBe('/media/logos/new-headerLogo.png'))
    expect(uploads).toHaveLength(1)
    expect(uploads[0]?.type).toBe('headerLogo')
    expect((uploads[0]?.file as File).name).toBe('header.png')
    expect(toast.success).toHaveBeenCalledWith(m('admin.settings_screen.logo_success'), expect.anything())
    // The server stored it already: nothing is left to save.
    expect(screen.getByText(m('admin.settings_screen.no_changes'))).toBeTruthy()
  })

  it('says the upload failed in the server’s words', async () => {
    server.use(http.post('*/api/settings/upload-logo/:type', () => fail(400, 'Geçersiz dosya formatı!')))
    await openScreen()
    await userEvent.upload(
      input(m('admin.settings_screen.logo')),
      new File(['x'], 'a.png', { type: 'image/png' }),
    )
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Geçersiz dosya formatı!', expect.anything()),
    )
    expect(previewOf(m('admin.settings_screen.logo'))?.getAttribute('src')).toBe('/media/logos/old.png')
  })
})

describe('settings WhatsApp card', () => {
  it('opens the wa.me address the test answers in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const url = 'https://wa.me/905321112233?text=Merhaba'
    server.use(http.post('*/api/settings/test-whatsapp', () => ok({ whatsappUrl: url })))
    await openScreen()
    await userEvent.click(screen.getByRole('button', { name: m('admin.settings_screen.whatsapp_test') }))
    await waitFor(() => expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer'))
    expect(toast.success).toHaveBeenCalledWith(
      m('admin.settings_screen.whatsapp_test_success'),
      expect.anything(),
    )
  })

  it('says the test failed and opens nothing', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    server.use(http.post('*/api/settings/test-whatsapp', () => HttpResponse.error()))
    await openScreen()
    await userEvent.click(screen.getByRole('button', { name: m('admin.settings_screen.whatsapp_test') }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        m('admin.settings_screen.whatsapp_test_error'),
        expect.anything(),
      ),
    )
    expect(open).not.toHaveBeenCalled()
  })
})

describe('settings exchange-rates card', () => {
  const rate = (code: string) => input(m('admin.settings_screen.rate_label').replace('{currency}', code))

  it('fills the stored rates and sends only the rates above 0 through the bulk update', async () => {
    await openScreen()
    await waitFor(() => expect(rate('USD').value).toBe('34.5'))
    expect(rate('USD').inputMode).toBe('decimal')
    expect(rate('EUR').value).toBe('')
    await userEvent.clear(rate('USD'))
    // Typed as a Turkish keyboard types it: the comma is the decimal point.
    await userEvent.type(rate('USD'), '35,2512')
    await userEvent.type(rate('EUR'), '0')
    await userEvent.click(screen.getByRole('button', { name: m('admin.settings_screen.rates_save') }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        m('admin.settings_screen.rates_save_success'),
        expect.anything(),
      ),
    )
    expect(calls.rates).toEqual([{ USD: 35.2512 }])
    // The settings themselves are not saved by the rates card.
    expect(calls.saved).toEqual([])
  })

  it('sends nothing while no rate is above 0, and refreshes the stored rates on demand', async () => {
    await openScreen()
    await waitFor(() => expect(rate('USD').value).toBe('34.5'))
    await userEvent.clear(rate('USD'))
    await userEvent.type(rate('USD'), '0')
    await userEvent.click(screen.getByRole('button', { name: m('admin.settings_screen.rates_save') }))
    expect(await screen.findByText(m('admin.rates.at_least_one'))).toBeTruthy()
    expect(calls.rates).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: m('admin.settings_screen.rates_refresh') }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        m('admin.settings_screen.rates_refresh_success'),
        expect.anything(),
      ),
    )
    // The form takes the refetched rates on its next render, which may come after the toast on a busy machine.
    await waitFor(() => expect(rate('USD').value).toBe('34.5'))
  })

  it('says the update failed', async () => {
    server.use(http.put('*/api/exchange-rates/bulk-update', () => HttpResponse.error()))
    await openScreen()
    await waitFor(() => expect(rate('USD').value).toBe('34.5'))
    await userEvent.click(screen.getByRole('button', { name: m('admin.settings_screen.rates_save') }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        m('admin.settings_screen.rates_save_error'),
        expect.anything(),
      ),
    )
  })
})
