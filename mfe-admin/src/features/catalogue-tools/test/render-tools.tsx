import type { TranslationStatus } from '@shop/domain'
import { languageAtom, shopStore, signInAtom } from '@shop/state'
import { ShopIntlProvider } from '@shop/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { Provider } from 'jotai'
import { HttpResponse, http } from 'msw'
import { MemoryRouter } from 'react-router-dom'
import AdminApp from '../../../app'

/** An API success envelope. */
export const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data }, { status })

export const statusHandler = (status: Partial<TranslationStatus> = {}) =>
  http.get('*/api/translate/status', () =>
    ok({ enabled: true, provider: 'gemini', model: 'gemini-flash', hasApiKey: true, ...status }),
  )

/** The catalogue tools screen through the admin remote's real routes, for a signed-in admin, in Turkish. */
export function renderTools() {
  shopStore.set(languageAtom, 'tr')
  shopStore.set(signInAtom, {
    token: 'jwt',
    user: { _id: 'a1', name: 'Yönetici Ayşe', email: 'admin@example.com', role: 'admin' },
  })
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  return render(
    <Provider store={shopStore}>
      <QueryClientProvider client={queryClient}>
        <ShopIntlProvider>
          <MemoryRouter initialEntries={['/admin/products/tools']}>
            <AdminApp />
          </MemoryRouter>
        </ShopIntlProvider>
      </QueryClientProvider>
    </Provider>,
  )
}
