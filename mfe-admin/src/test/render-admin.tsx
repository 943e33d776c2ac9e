import type { Language, StaffRole } from '@shop/domain'
import { adminCatalogue } from '@shop/i18n/admin-catalogue'
import { languageAtom, shopStore, signInAtom } from '@shop/state'
import { ShopIntlProvider, ShopRouter } from '@shop/ui'
import { createShopMemoryHistory } from '@shop/ui/test'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { Provider } from 'jotai'
import { useLocation } from 'react-router-dom'
import AdminApp from '../exposes/app'
import { preloadScreens } from '../routes/lazy-screens'

// The screens and the admin's catalogue are chunks fetched on demand; imported once here, before any test renders, so
// a test's first query does not wait on a cold import.
await Promise.all([preloadScreens(), adminCatalogue.load('tr')])

const STAFF: Record<StaffRole, { _id: string; name: string; email: string }> = {
  admin: { _id: 'a1', name: 'Yönetici Ayşe', email: 'admin@example.com' },
  moderator: { _id: 'm1', name: 'Moderatör Mert', email: 'moderator@example.com' },
}

/** The current address, for tests that follow navigation. */
function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

/**
 * The admin remote through its real routes at `path`, inside the providers the shell gives it (jotai store,
 * react-query, react-intl, the shell's router on a memory history, so forms can hold a navigation), in Turkish unless
 * `language` says otherwise, for a signed-in
 * admin or moderator; the address is shown as `where`, and `history` lets a test navigate as the browser would.
 */
export function renderAdmin(path: string, role: StaffRole = 'admin', language: Language = 'tr') {
  shopStore.set(languageAtom, language)
  shopStore.set(signInAtom, { token: 'jwt', user: { ...STAFF[role], role } })
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const history = createShopMemoryHistory([path])
  const rendered = render(
    <Provider store={shopStore}>
      <QueryClientProvider client={queryClient}>
        <ShopIntlProvider catalogue={adminCatalogue}>
          <ShopRouter history={history}>
            <AdminApp />
            <Where />
          </ShopRouter>
        </ShopIntlProvider>
      </QueryClientProvider>
    </Provider>,
  )
  return { ...rendered, history }
}
