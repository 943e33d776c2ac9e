import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderSettingsCard } from '../../test/render-settings-card'
import { UiStyleCard } from './ui-style-card'

const tr = allMessagesFor('tr')

const preview = () => screen.getByTestId('ui-preview')
const variable = (name: string) => preview().style.getPropertyValue(name)
const cards = () => screen.getAllByTestId('ui-preview-card')
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement
const save = () => screen.getByRole('button', { name: tr['admin.common.save'] })

describe('UI style card', () => {
  it('offers every option set of the spec', () => {
    renderSettingsCard(UiStyleCard)
    const values = (name: string) => [...select(name).options].map((option) => option.value)
    expect(values(tr['admin.settings_cards.columns_mobile'])).toEqual(['1', '2'])
    expect(values(tr['admin.settings_cards.columns_tablet'])).toEqual(['2', '3', '4'])
    expect(values(tr['admin.settings_cards.columns_desktop'])).toEqual(['3', '4', '5', '6'])
    expect(values(tr['admin.settings_cards.aspect_ratio'])).toEqual(['square', '4/3', '3/2', '16/9'])
    expect(values(tr['admin.settings_cards.card_height'])).toEqual(['auto', 'fixed'])
    for (const name of [
      'hero_background_gradient',
      'hero_background_solid',
      'align_left',
      'align_center',
      'align_right',
    ] as const) {
      expect(screen.getByRole('radio', { name: tr[`admin.settings_cards.${name}`] })).toBeTruthy()
    }
  })

  it('redraws the preview grid as the columns change, for the screen chosen', async () => {
    const { user } = renderSettingsCard(UiStyleCard)
    expect(variable('--preview-columns')).toBe('4')
    expect(cards()).toHaveLength(4)
    await user.selectOptions(select(tr['admin.settings_cards.columns_desktop']), '6')
    expect(variable('--preview-columns')).toBe('6')
    expect(cards()).toHaveLength(6)

    await user.click(screen.getByRole('radio', { name: tr['admin.settings_cards.device_mobile'] }))
    expect(variable('--preview-columns')).toBe('2')
    await user.selectOptions(select(tr['admin.settings_cards.columns_mobile']), '1')
    expect(variable('--preview-columns')).toBe('1')
    expect(screen.getByText(`${tr['admin.settings_cards.device_mobile']} · 1 sütun`)).toBeTruthy()
  })

  it('applies the hero and card options to the preview as they are edited', async () => {
    const { user } = renderSettingsCard(UiStyleCard)
    expect(variable('--hero-align')).toBe('center')
    await user.click(screen.getByRole('radio', { name: tr['admin.settings_cards.align_right'] }))
    expect(variable('--hero-align')).toBe('right')

    await user.click(screen.getByRole('radio', { name: tr['admin.settings_cards.hero_background_solid'] }))
    expect(variable('--hero-background')).toBe('#2F2F2F')
    expect(screen.queryByLabelText(tr['admin.settings_cards.hero_background_from'])).toBeNull()

    await user.selectOptions(select(tr['admin.settings_cards.aspect_ratio']), '16/9')
    expect(variable('--card-image-ratio')).toBe('16 / 9')
    const radius = screen.getByLabelText(tr['admin.settings_cards.card_radius'])
    await user.clear(radius)
    await user.type(radius, '4px')
    expect(variable('--card-radius')).toBe('4px')
    expect(screen.getByTestId('ui-preview-hero').textContent).toContain('Diş Deposu')
  })

  it('saves the chosen style with the page', async () => {
    const { user, saved } = renderSettingsCard(UiStyleCard)
    await user.selectOptions(select(tr['admin.settings_cards.columns_tablet']), '2')
    await user.selectOptions(select(tr['admin.settings_cards.hero_title_weight']), '800')
    await user.click(save())
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.ui?.productCard.gridColumns).toEqual({ mobile: 2, tablet: 2, desktop: 4 })
    expect(saved[0]?.ui?.hero.titleFontWeight).toBe('800')
  })
})
