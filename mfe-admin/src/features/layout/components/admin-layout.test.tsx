import { messagesFor } from '@shop/i18n'
import { languageAtom, shopStore, signInAtom } from '@shop/state'
import { ShopIntlProvider } from '@shop/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { Provider } from 'jotai'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import AdminApp from '../../../app'

const tr = messagesFor('tr')
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function totalFor(url: URL): number {
  if (url.searchParams.get('featured') === 'true') return 4
  if (url.searchParams.get('sale') === 'true') return 7
  return 1234
}

describe('admin layout and dashboard', () => {
  it('shows the eight sections, the user, noindex and real product totals', async () => {
    server.use(
      http.get('*/api/products', ({ request }) =>
        HttpResponse.json({
          success: true,
          data: { products: [] },
          pagination: { page: 1, limit: 1, total: totalFor(new URL(request.url)), pages: 1 },
        }),
      ),
    )
    shopStore.set(languageAtom, 'tr')
    shopStore.set(signInAtom, {
      token: 'jwt',
      user: { _id: 'a1', name: 'Yönetici Ayşe', email: 'admin@example.com', role: 'admin' },
    })
    render(
      <Provider store={shopStore}>
        <QueryClientProvider client={new QueryClient()}>
          <ShopIntlProvider>
            <MemoryRouter initialEntries={['/admin']}>
              <AdminApp />
            </MemoryRouter>
          </ShopIntlProvider>
        </QueryClientProvider>
      </Provider>,
    )
    const nav = screen.getByRole('navigation', { name: tr['admin.nav_label'] })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/admin',
      '/admin/products',
      '/admin/categories',
      '/admin/pages',
      '/admin/orders',
      '/admin/users',
      '/admin/exchange-rates',
      '/admin/settings',
    ])
    expect(screen.getByTestId('admin-user').textContent).toBe('Yönetici Ayşeadmin@example.comYönetici')
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex')
    expect((await screen.findByTestId('stat-total')).textContent).toContain('1.234')
    expect(screen.getByTestId('stat-featured').textContent).toContain('4')
    expect(screen.getByTestId('stat-discounted').textContent).toContain('7')
  })
})
