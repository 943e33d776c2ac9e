import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderSettingsCard } from '../../test/render-settings-card'
import { settingsCardFixture } from '../../test/settings-card-fixture'
import { LanguageCard } from './language-card'

const tr = allMessagesFor('tr')

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement
const defaultSelect = () =>
  screen.getByRole('combobox', { name: tr['admin.settings_cards.default_language'] }) as HTMLSelectElement
const defaultChoices = () =>
  within(defaultSelect())
    .getAllByRole('option')
    .map((option) => option.textContent)
const save = () => screen.getByRole('button', { name: tr['admin.common.save'] })

describe('language card', () => {
  it('keeps Turkish offered: its box is checked and cannot be changed', () => {
    renderSettingsCard(LanguageCard)
    const turkish = box('Türkçe')
    expect(turkish.checked).toBe(true)
    expect(turkish.disabled).toBe(true)
    expect(screen.getByText(tr['admin.settings_cards.turkish_locked'])).toBeTruthy()
    expect(['İngilizce', 'Arapça', 'Almanca', 'Fransızca'].map((name) => box(name).checked)).toEqual([
      true,
      false,
      false,
      false,
    ])
  })

  it('offers as default only the offered languages, following the boxes', async () => {
    const { user, saved } = renderSettingsCard(LanguageCard)
    expect(defaultChoices()).toEqual(['Türkçe', 'İngilizce'])
    await user.click(box('Almanca'))
    expect(defaultChoices()).toEqual(['Türkçe', 'İngilizce', 'Almanca'])
    await user.selectOptions(defaultSelect(), 'de')
    await user.click(save())
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.languages).toEqual({ default: 'de', supported: ['tr', 'en', 'de'] })
  })

  it('makes Turkish the default, and says so, when the default language stops being offered', async () => {
    const values = settingsCardFixture()
    values.languages = { default: 'en', supported: ['tr', 'en'] }
    const { user, saved } = renderSettingsCard(LanguageCard, values)
    expect(defaultSelect().value).toBe('en')
    await user.click(box('İngilizce'))
    expect(defaultChoices()).toEqual(['Türkçe'])
    expect(defaultSelect().value).toBe('tr')
    expect(screen.getByText('İngilizce artık sunulmadığı için varsayılan dil Türkçe yapıldı.')).toBeTruthy()
    await user.click(save())
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.languages).toEqual({ default: 'tr', supported: ['tr'] })
  })
})
