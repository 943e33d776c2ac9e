import { type AuthSession, defaultSettings, type Settings } from '@shop/domain'
import { storefrontCatalogue } from '@shop/i18n/storefront-catalogue'
import {
  type CartItem,
  cartItemsAtom,
  currencyAtom,
  languageAtom,
  shopStore,
  signInAtom,
  signOutAtom,
} from '@shop/state'
import { ShopIntlProvider } from '@shop/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { HttpResponse, http } from 'msw'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'

/** Public settings as the API answers them, with test-specific groups laid over the defaults. */
export function settingsAnswer(overrides: Partial<Settings> = {}) {
  const { translation: _hidden, ...settings } = { ...defaultSettings(), ...overrides }
  return http.get('*/api/settings/public', () => HttpResponse.json({ success: true, data: { settings } }))
}

export function ratesAnswer(rates: Record<string, number>) {
  const exchangeRates = Object.entries(rates).map(([targetCurrency, rate]) => ({
    _id: `rate-${targetCurrency}`,
    targetCurrency,
    rate,
    isActive: true,
    lastUpdated: '2025-01-01T00:00:00.000Z',
  }))
  return http.get('*/api/exchange-rates', () => HttpResponse.json({ success: true, data: { exchangeRates } }))
}

interface Setup {
  path: string
  route: string
  element: ReactNode
  cart?: CartItem[]
  currency?: 'TRY' | 'USD' | 'EUR'
  language?: 'tr' | 'en'
  /** Logged in: the page's store knows the user, and the shared store the API client reads the token from. */
  session?: AuthSession
}

/** Renders a page under its route with a fresh store and query cache, as the shell provides them. */
export function renderPage({
  path,
  route,
  element,
  cart = [],
  currency = 'TRY',
  language = 'tr',
  session,
}: Setup) {
  localStorage.clear()
  shopStore.set(signOutAtom)
  const store = createStore()
  if (session) {
    store.set(signInAtom, session)
    shopStore.set(signInAtom, session)
  }
  store.set(cartItemsAtom, cart)
  store.set(currencyAtom, currency)
  store.set(languageAtom, language)
  // The API client's own toasts read the shared store, as in the shell where the two are one.
  shopStore.set(languageAtom, language)
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <ShopIntlProvider catalogue={storefrontCatalogue}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={element} />
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
          </MemoryRouter>
        </ShopIntlProvider>
      </QueryClientProvider>
    </Provider>,
  )
  return { ...view, store, client }
}
