import type { TranslationStatus } from '@shop/domain'
import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { toast } from 'sonner'
import { beforeEach, describe, expect, it } from 'vitest'
import { fail, spyOnToasts, startApiServer } from '../../../../test/api-server'
import { renderSettingsCard } from '../../test/render-settings-card'
import {
  STORED_API_KEY,
  settingsCardFixture,
  translationHealthHandler,
} from '../../test/settings-card-fixture'
import { TranslationCard } from './translation-card'

const tr = allMessagesFor('tr')

let health: TranslationStatus
let healthAnswers = 0
const server = startApiServer(
  translationHealthHandler(() => {
    healthAnswers += 1
    return health
  }),
)
spyOnToasts()
beforeEach(() => {
  health = { enabled: true, provider: 'gemini', model: 'gemini-2.5-flash', hasApiKey: true }
  healthAnswers = 0
})

const healthList = () => screen.findByTestId('translation-health')
const keyInput = () => screen.getByLabelText(tr['admin.settings_cards.api_key_label']) as HTMLInputElement
const save = () => screen.getByRole('button', { name: tr['admin.common.save'] })
const refresh = () => screen.getByRole('button', { name: tr['admin.settings_cards.health_refresh'] })

describe('translation service card', () => {
  it('shows the health the API answers: Gemini on or off, the model, the key set or not, the translator', async () => {
    renderSettingsCard(TranslationCard)
    const list = within(await healthList())
    expect(list.getByText(tr['admin.settings_cards.health_on'])).toBeTruthy()
    expect(list.getByText('gemini-2.5-flash')).toBeTruthy()
    expect(list.getByText(tr['admin.settings_cards.health_key_set'])).toBeTruthy()
    expect(list.getByText('Google Gemini')).toBeTruthy()
  })

  it('refreshes the health on request with the spec toast, and says when it could not', async () => {
    const { user } = renderSettingsCard(TranslationCard)
    await healthList()
    health = { enabled: false, provider: null, model: 'gemini-2.5-pro', hasApiKey: false }
    await user.click(refresh())
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Gemini durumu yenilendi', expect.anything()),
    )
    const list = within(await healthList())
    expect(list.getByText(tr['admin.settings_cards.health_off'])).toBeTruthy()
    expect(list.getByText(tr['admin.settings_cards.health_key_missing'])).toBeTruthy()
    expect(list.getByText(tr['admin.settings_cards.health_provider_none'])).toBeTruthy()
    expect(healthAnswers).toBe(2)

    server.use(http.get('*/api/settings/translation/health', () => HttpResponse.error()))
    await user.click(refresh())
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Gemini durumu alınamadı', expect.anything()),
    )
  })

  it('shows a failed first load inline with a retry', async () => {
    server.use(http.get('*/api/settings/translation/health', () => fail(500, 'Sunucu hatası')))
    const { user } = renderSettingsCard(TranslationCard)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(tr['admin.settings_cards.health_error'])
    server.resetHandlers()
    await user.click(within(alert).getByRole('button'))
    expect(await healthList()).toBeTruthy()
  })

  it('never shows the key: the field starts empty, says a key is stored, and masks what is typed', async () => {
    const { user, saved } = renderSettingsCard(TranslationCard)
    await healthList()
    const input = keyInput()
    expect(input.type).toBe('password')
    expect(input.value).toBe('')
    expect(input.placeholder).toBe(tr['admin.settings_cards.api_key_placeholder_set'])
    expect(document.body.innerHTML).not.toContain(STORED_API_KEY)

    await user.type(input, 'AIza-new-key-typed')
    expect(document.body.textContent).not.toContain('AIza-new-key-typed')
    await user.click(save())
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.translation).toMatchObject({ apiKey: 'AIza-new-key-typed', clearApiKey: false })
  })

  it('keeps the stored key when the field is left empty', async () => {
    const { user, saved } = renderSettingsCard(TranslationCard)
    await user.click(save())
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.translation).toEqual({
      enabled: true,
      model: 'gemini-2.5-flash',
      apiKey: '',
      clearApiKey: false,
    })
  })

  it('removes the stored key only through its own control, which can be taken back', async () => {
    const { user, saved, form } = renderSettingsCard(TranslationCard)
    await user.click(screen.getByRole('button', { name: tr['admin.settings_cards.api_key_remove'] }))
    expect(screen.getByText(tr['admin.settings_cards.api_key_remove_pending'])).toBeTruthy()
    expect(keyInput().disabled).toBe(true)
    expect(form().getValues('translation.clearApiKey')).toBe(true)

    await user.click(screen.getByRole('button', { name: tr['admin.settings_cards.api_key_remove_undo'] }))
    expect(form().getValues('translation.clearApiKey')).toBe(false)
    expect(keyInput().disabled).toBe(false)

    await user.click(screen.getByRole('button', { name: tr['admin.settings_cards.api_key_remove'] }))
    await user.click(save())
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.translation).toMatchObject({ clearApiKey: true, apiKey: '' })
  })

  it('offers no removal when no key is stored', async () => {
    const values = settingsCardFixture()
    values.translation = { ...values.translation, hasApiKey: false }
    renderSettingsCard(TranslationCard, values)
    expect(keyInput().placeholder).toBe(tr['admin.settings_cards.api_key_placeholder_missing'])
    expect(screen.queryByRole('button', { name: tr['admin.settings_cards.api_key_remove'] })).toBeNull()
    await healthList()
  })

  it('saves the enable flag and the model chosen among the domain models', async () => {
    const { user, saved } = renderSettingsCard(TranslationCard)
    const model = screen.getByRole('combobox', { name: tr['admin.settings_cards.translation_model'] })
    expect(
      within(model)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['gemini-2.5-flash', 'gemini-2.5-flash-lite', 'gemini-2.5-pro', 'gemini-2.0-flash'])
    await user.selectOptions(model, 'gemini-2.5-pro')
    await user.click(screen.getByRole('checkbox', { name: tr['admin.settings_cards.translation_enabled'] }))
    await user.click(save())
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.translation).toMatchObject({ enabled: false, model: 'gemini-2.5-pro' })
  })
})
