import {
  type AdminSettings,
  defaultSettings,
  type LocalizedText,
  MAINTENANCE_MESSAGE_MAX,
  toAdminSettings,
} from '@shop/domain'
import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { toast } from 'sonner'
import { beforeEach, describe, expect, it } from 'vitest'
import { ok, spyOnToasts, startApiServer, translateHandler } from '../../../../test/api-server'
import { renderSettingsCard } from '../../test/render-settings-card'
import { MaintenanceCard } from './maintenance-card'

const tr = allMessagesFor('tr')

interface MaintenanceBody {
  isEnabled: boolean
  message?: LocalizedText
}
let sent: MaintenanceBody[] = []
/** PATCH /settings/maintenance as the API answers it: the settings with the switch and the trimmed message. */
const maintenanceHandler = () =>
  http.patch('*/api/settings/maintenance', async ({ request }) => {
    const body = (await request.json()) as MaintenanceBody
    sent.push(body)
    const message = Object.fromEntries(
      Object.entries(body.message ?? {}).map(([key, text]) => [key, text?.trim()]),
    )
    const settings: AdminSettings = toAdminSettings({
      ...defaultSettings(),
      maintenance: { isEnabled: body.isEnabled, message },
    })
    return ok({ settings })
  })
const server = startApiServer(maintenanceHandler(), translateHandler())
spyOnToasts()
beforeEach(() => {
  sent = []
})

const toggle = () =>
  screen.getByRole('switch', { name: tr['admin.settings_cards.maintenance_title'] }) as HTMLInputElement
const save = () => screen.getByRole('button', { name: tr['admin.common.save'] })
const message = (language: 'Türkçe' | 'İngilizce') =>
  screen.getByLabelText(`${tr['admin.settings_cards.maintenance_message']} (${language})`)

describe('maintenance card', () => {
  it('switches maintenance on at once with the typed message, and shows the shop is closed to shoppers', async () => {
    const { user, form, saved } = renderSettingsCard(MaintenanceCard)
    expect(toggle().checked).toBe(false)
    expect(screen.getByText(tr['admin.settings_cards.maintenance_state_off'])).toBeTruthy()
    await user.clear(message('Türkçe'))
    await user.type(message('Türkçe'), 'Envanter sayımı yapıyoruz. ')

    await user.click(toggle())
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bakım modu açıldı', expect.anything()))
    expect(sent).toEqual([
      {
        isEnabled: true,
        message: { tr: 'Envanter sayımı yapıyoruz. ', en: 'We are doing short maintenance.' },
      },
    ])
    expect(toggle().checked).toBe(true)
    expect(screen.getByText(tr['admin.settings_cards.maintenance_state_on'])).toBeTruthy()

    // What the server stored is now the form's starting point: nothing unsaved, and Save keeps maintenance on.
    expect(form().formState.isDirty).toBe(false)
    await user.click(save())
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.maintenance).toEqual({
      isEnabled: true,
      message: { tr: 'Envanter sayımı yapıyoruz.', en: 'We are doing short maintenance.' },
    })
  })

  it('switches it off again with its own toast', async () => {
    const { user } = renderSettingsCard(MaintenanceCard)
    await user.click(toggle())
    // The switch shows the state asked for at once but stays disabled until the server answers.
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bakım modu açıldı', expect.anything()))
    expect(toggle().checked).toBe(true)
    await user.click(toggle())
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bakım modu kapatıldı', expect.anything()))
    expect(sent.map((body) => body.isEnabled)).toEqual([true, false])
    expect(toggle().checked).toBe(false)
  })

  it('says the switch could not be changed when the call fails, and leaves it as it was', async () => {
    server.use(http.patch('*/api/settings/maintenance', () => HttpResponse.error()))
    const { user, form } = renderSettingsCard(MaintenanceCard)
    await user.click(toggle())
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Bakım modu ayarı değiştirilemedi', expect.anything()),
    )
    expect(toggle().checked).toBe(false)
    expect(form().getValues('maintenance.isEnabled')).toBe(false)
    expect(screen.getByText(tr['admin.settings_cards.maintenance_state_off'])).toBeTruthy()
  })

  it('does not call the API with a message over its limit: the field says why', async () => {
    const { user } = renderSettingsCard(MaintenanceCard)
    await user.clear(message('İngilizce'))
    await user.click(message('İngilizce'))
    await user.paste('m'.repeat(MAINTENANCE_MESSAGE_MAX + 1))
    await user.click(toggle())
    expect(await screen.findByText(tr['admin.settings.maintenance_message_max'])).toBeTruthy()
    expect(toast.error).toHaveBeenCalledWith('Bakım modu ayarı değiştirilemedi', expect.anything())
    expect(sent).toEqual([])
    expect(toggle().checked).toBe(false)
  })
})
