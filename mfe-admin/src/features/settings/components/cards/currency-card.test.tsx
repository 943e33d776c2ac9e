import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderSettingsCard } from '../../test/render-settings-card'
import { CurrencyCard } from './currency-card'

const tr = allMessagesFor('tr')

const code = () =>
  screen.getByRole('combobox', { name: tr['admin.settings_cards.currency_code'] }) as HTMLSelectElement
const symbol = () => screen.getByLabelText(tr['admin.settings_cards.currency_symbol']) as HTMLInputElement
const position = () =>
  screen.getByRole('combobox', { name: tr['admin.settings_cards.currency_position'] }) as HTMLSelectElement
const example = () => screen.getByTestId('currency-example').textContent

describe('currency card', () => {
  it('offers TRY, USD, EUR and GBP and shows how a lira price reads', async () => {
    const { user } = renderSettingsCard(CurrencyCard)
    expect([...code().options].map((option) => option.value)).toEqual(['TRY', 'USD', 'EUR', 'GBP'])
    expect(example()).toBe('Örnek: 1.249,90 ₺')
    await user.selectOptions(position(), 'before')
    expect(example()).toBe('Örnek: ₺1.249,90')
    await user.clear(symbol())
    await user.type(symbol(), 'TL')
    expect(example()).toBe('Örnek: TL1.249,90')
  })

  it("puts the chosen currency's symbol in, unless one of the admin's own was typed", async () => {
    const { user, saved } = renderSettingsCard(CurrencyCard)
    await user.selectOptions(code(), 'GBP')
    expect(symbol().value).toBe('£')
    await user.selectOptions(code(), 'TRY')
    expect(symbol().value).toBe('₺')
    await user.clear(symbol())
    await user.type(symbol(), 'TL')
    await user.selectOptions(code(), 'EUR')
    expect(symbol().value).toBe('TL')
    await user.click(screen.getByRole('button', { name: tr['admin.common.save'] }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.currency).toEqual({ code: 'EUR', symbol: 'TL', position: 'after' })
  })
})
