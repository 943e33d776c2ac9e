import { type Catalogue, defineCatalogue } from '@shop/i18n/catalogue'
import { languageAtom } from '@shop/state'
import { act, render, screen } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { Component, type ReactNode, StrictMode, startTransition, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { FormattedMessage } from 'react-intl'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { ShopIntlProvider } from './shop-intl-provider'

afterEach(() => vi.restoreAllMocks())

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 10))

const created: Catalogue[] = []

/** A catalogue of one greeting, whose chunks arrive a little later (Turkish's as `turkish` says). */
function greetingCatalogue(turkish = () => later({ 'test.greeting': 'Merhaba' })) {
  const catalogue = defineCatalogue({ tr: turkish, en: () => later({ 'test.greeting': 'Hello' }) })
  created.push(catalogue)
  return catalogue
}

// Each provider registered its catalogue with the language switcher, which fetches them all before a switch: loaded
// now, they cannot slow the switches of the test files that share this worker's modules.
afterAll(() =>
  Promise.allSettled(created.flatMap((catalogue) => [catalogue.load('tr'), catalogue.load('en')])),
)

function turkishStore() {
  const store = createStore()
  store.set(languageAtom, 'tr')
  return store
}

const greeting = (
  <p>
    <FormattedMessage id="test.greeting" />
  </p>
)

describe('ShopIntlProvider', () => {
  it('waits for a catalogue not yet loaded, then shows its texts, with nothing for React to warn about', async () => {
    const logged = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')]
    render(
      <Provider store={turkishStore()}>
        <ShopIntlProvider catalogue={greetingCatalogue()}>{greeting}</ShopIntlProvider>
      </Provider>,
    )
    expect(await screen.findByText('Merhaba')).toBeTruthy()
    // React's development build checks that a component which suspended on use() calls it again when it replays.
    const messages = logged.flatMap((spy) => spy.mock.calls.map((call) => String(call[0])))
    expect(messages.filter((message) => message.includes('use()'))).toEqual([])
  })

  it('gives a refused catalogue to the error boundary, once, without fetching it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fetches = 0
    const refusing = async (): Promise<{ 'test.greeting': string }> => {
      fetches += 1
      throw new Error('chunk refused')
    }
    render(
      <Provider store={turkishStore()}>
        <ErrorBoundary fallback={(error) => <p role="alert">{String(error)}</p>}>
          <ShopIntlProvider catalogue={greetingCatalogue(refusing)}>{greeting}</ShopIntlProvider>
        </ErrorBoundary>
      </Provider>,
    )
    expect((await screen.findByRole('alert')).textContent).toBe('Error: chunk refused')
    await act(() => later(null))
    expect(fetches).toBe(1)
  })

  it('renders its texts once a catalogue not yet loaded is in, on a first render in a transition as the shell boots', async () => {
    // Outside act(), as in the browser: React then waits on a suspended component in place and replays it.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT')
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
    // Its chunk preloaded by the page: it arrives within the render.
    const catalogue = greetingCatalogue(async () => ({ 'test.greeting': 'Merhaba' }))
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    try {
      startTransition(() =>
        root.render(
          <StrictMode>
            <Provider store={turkishStore()}>
              <ShopIntlProvider catalogue={catalogue}>{greeting}</ShopIntlProvider>
            </Provider>
          </StrictMode>,
        ),
      )
      expect((await screen.findByText('Merhaba')).tagName).toBe('P')
    } finally {
      root.unmount()
      container.remove()
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment)
    }
  })

  it('keeps the texts and the state under it while another language loads, then swaps the texts', async () => {
    const catalogue = greetingCatalogue()
    await catalogue.load('tr')
    const store = turkishStore()
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

class ErrorBoundary extends Component<
  { fallback: (error: unknown) => ReactNode; children: ReactNode },
  { error: unknown }
> {
  override state = { error: null as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children
  }
}
