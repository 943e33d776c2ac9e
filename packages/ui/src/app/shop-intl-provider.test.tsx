import { defineCatalogue } from '@shop/i18n/catalogue'
import { languageAtom } from '@shop/state'
import { act, render, screen } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { ShopIntlProvider } from './shop-intl-provider'

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 10))

describe('ShopIntlProvider', () => {
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
