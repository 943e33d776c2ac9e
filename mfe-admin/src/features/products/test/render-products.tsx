import type { AdminCategoryNode, Pagination, ProductDto } from '@shop/domain'
import { languageAtom, shopStore, signInAtom } from '@shop/state'
import { ShopIntlProvider } from '@shop/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { Provider } from 'jotai'
import { HttpResponse, http } from 'msw'
import { MemoryRouter, useLocation } from 'react-router-dom'
import AdminApp from '../../../app'

/** An API success envelope. */
export const ok = (data: unknown, pagination?: Pagination) =>
  HttpResponse.json({ success: true, data, ...(pagination ? { pagination } : {}) })

/** An API failure envelope with its status. */
export const fail = (status: number, message: string, errors?: { field: string; message: string }[]) =>
  HttpResponse.json({ success: false, message, ...(errors ? { errors } : {}) }, { status })

export const categoriesHandler = (tree: AdminCategoryNode[]) =>
  http.get('*/api/categories/admin', () => ok({ categories: tree }))

/** GET /products/admin answering the given products as one page; `seen` collects every query string asked. */
export const listHandler = (products: () => ProductDto[], seen: URLSearchParams[] = []) =>
  http.get('*/api/products/admin', ({ request }) => {
    seen.push(new URL(request.url).searchParams)
    const rows = products()
    return ok({ products: rows }, { page: 1, limit: 20, total: rows.length, pages: 1 })
  })

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

/** The admin remote through its real routes at `path`, for a signed-in admin, in Turkish. */
export function renderAdmin(path: string) {
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
          <MemoryRouter initialEntries={[path]}>
            <AdminApp />
            <Where />
          </MemoryRouter>
        </ShopIntlProvider>
      </QueryClientProvider>
    </Provider>,
  )
}
