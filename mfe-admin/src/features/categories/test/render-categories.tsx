import type { AdminCategoryNode } from '@shop/domain'
import { languageAtom, shopStore, signInAtom } from '@shop/state'
import { ShopIntlProvider } from '@shop/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { Provider } from 'jotai'
import { HttpResponse, http } from 'msw'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { CategoriesPage } from '../../../routes/categories-page'

/** An API success envelope. */
export const ok = (data: unknown) => HttpResponse.json({ success: true, data })

/** An API failure envelope with its status. */
export const fail = (status: number, message: string, errors?: { field: string; message: string }[]) =>
  HttpResponse.json({ success: false, message, ...(errors ? { errors } : {}) }, { status })

/** GET /categories/admin answering the given tree (called again after every change). */
export const treeHandler = (tree: () => AdminCategoryNode[]) =>
  http.get('*/api/categories/admin', () => ok({ categories: tree() }))

/** The translation call answers with a marked copy, so a test can tell translated text apart. */
export const translateHandler = () =>
  http.post('*/api/translate/auto', async ({ request }) => {
    const { text } = (await request.json()) as { text: string }
    return ok({ translatedText: `EN ${text}`, provider: 'test' })
  })

/** The categories screen at /admin/categories for a signed-in admin, in Turkish (the layout is tested on its own). */
export function renderCategoriesPage() {
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
          <MemoryRouter initialEntries={['/admin/categories']}>
            <Routes>
              <Route path="/admin/categories" element={<CategoriesPage />} />
            </Routes>
          </MemoryRouter>
        </ShopIntlProvider>
      </QueryClientProvider>
    </Provider>,
  )
}
