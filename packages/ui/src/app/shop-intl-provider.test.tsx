import { defineCatalogue } from '@shop/i18n/catalogue'
import { languageAtom } from '@shop/state'
import { act, render, screen } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ShopIntlProvider } from './shop-intl-provider'

afterEach(() => vi.restoreAllMocks())

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 10))

describe('ShopIntlProvider', () => {
  it('waits for a catalogue not yet loaded, then shows its texts, with nothing for React to warn about', async () => {
    const logged = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')]
    const catalogue = defineCatalogue({
      tr: () => later({ 'test.greeting': 'Merhaba' }),
      en: () => later({ 'test.greeting': 'Hello' }),
    })
    const store = createStore()
    store.set(languageAtom, 'tr')
    // Awaited: a render that suspends on use() is flushed by an awaited act().
    await act(async () => {
      render(
        <Provider store={store}>
          <ShopIntlProvider catalogue={catalogue}>
            <p>
              <FormattedMessage id="test.greeting" />
            </p>
          </ShopIntlProvider>
        </Provider>,
      )
    })
    expect(await screen.findByText('Merhaba')).toBeTruthy()
    // React's development build checks that a component which suspended on use() calls it when it finishes.
    const messages = logged.flatMap((spy) => spy.mock.calls.map((call) => String(call[0])))
    expect(messages.filter((message) => message.includes('use()'))).toEqual([])
  })
  it('keeps the texts and the state under it while another language loads, then swaps the texts', async () => {
    const catalogue = defineCatalogue({
      tr: () => later({ 'test.greeting': 'Merhaba' }),
      en: () => later({ 'test.greeting': 'Hello' }),
    })
    await catalogue.load('tr')
    const store = createStore()
    store.set(languageAtom, 'tr')
    function Counter() {
      const [count, setCount] = useState(0)
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          <FormattedMessage id="test.greeting" /> {count}
        </button>
      )
    }
    render(
      <Provider store={store}>
        <ShopIntlProvider catalogue={catalogue}>
          <Counter />
        </ShopIntlProvider>
      </Provider>,
    )
    await act(async () => screen.getByRole('button').click())
    expect(screen.getByRole('button').textContent).toBe('Merhaba 1')
    await act(async () => store.set(languageAtom, 'en'))
    expect(screen.getByRole('button').textContent).toBe('Merhaba 1')
    expect((await screen.findByText('Hello 1')).textContent).toBe('Hello 1')
  })
})
