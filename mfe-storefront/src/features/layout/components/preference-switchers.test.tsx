import { storedLanguageAtom } from '@shop/state'
import { SettingsEffects } from '@shop/ui'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderPage, settingsAnswer } from '../../../test/render-page'
import { PreferenceSwitchers } from './preference-switchers'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function renderSwitchers(supported: ('tr' | 'en' | 'de' | 'fr' | 'ar')[], language: 'tr' | 'en' = 'tr') {
  server.use(settingsAnswer({ languages: { default: 'tr', supported } }))
  return renderPage({
    path: '/',
    route: '/',
    language,
    element: (
      <>
        <SettingsEffects />
        <PreferenceSwitchers />
      </>
    ),
  })
}

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)

describe('language switcher', () => {
  it('offers exactly the languages the settings support, each named in its own language', async () => {
    renderSwitchers(['tr', 'de', 'fr'])
    await waitFor(() =>
      expect(optionNames(screen.getByLabelText('Dil'))).toEqual(['Türkçe', 'Deutsch', 'Français']),
    )
  })

  it('stores the visitor’s choice', async () => {
    const { store } = renderSwitchers(['tr', 'en'])
    const select = await screen.findByLabelText('Dil')
    await userEvent.selectOptions(select, 'en')
    // Stored once every app's English catalogue is in (the switcher fetches them first).
    await waitFor(() => expect(store.get(storedLanguageAtom)).toBe('en'))
    expect(await screen.findByLabelText('Language')).toBeTruthy()
  })

  it('is left out when the site offers a single language, and the page falls back to it', async () => {
    renderSwitchers(['tr'], 'en')
    expect(screen.getByLabelText('Language')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /Dil|Language/ })).toBeNull())
    // The currency switcher stays, now in Turkish: the stored English is not offered any more. (The Turkish
    // catalogue is loaded on demand, so its texts may arrive a render after the switcher goes.)
    expect(await screen.findByLabelText('Para birimi')).toBeTruthy()
  })
})
