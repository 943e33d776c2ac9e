import { accountCatalogue } from '@shop/i18n/account-catalogue'
import { cartItemsAtom, languageAtom, shopStore, signOutAtom } from '@shop/state'
import { ShopIntlProvider } from '@shop/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { Provider } from 'jotai'
import { HttpResponse, http } from 'msw'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'

/** Public settings as a test wants them: defaults plus overrides (e.g. WhatsApp on). */
export function settingsHandler(settings: Record<string, unknown> = {}) {
  return http.get('*/api/settings/public', () => HttpResponse.json({ success: true, data: { settings } }))
}

export function resetShop() {
  localStorage.clear()
  shopStore.set(signOutAtom)
  shopStore.set(cartItemsAtom, [])
  shopStore.set(languageAtom, 'tr')
}

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

/** The account screens inside the providers the shell gives them, at `path`, with the location shown. */
export function renderAccount(routes: ReactNode, path: string | { pathname: string; state: unknown }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  return render(
    <Provider store={shopStore}>
      <QueryClientProvider client={queryClient}>
        <ShopIntlProvider catalogue={accountCatalogue}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              {routes}
              <Route path="*" element={<p>başka sayfa</p>} />
            </Routes>
            <Where />
          </MemoryRouter>
        </ShopIntlProvider>
      </QueryClientProvider>
    </Provider>,
  )
}
