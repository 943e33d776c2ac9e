import { frameCatalogue } from '@shop/i18n/frame-catalogue'
import { languageAtom, shopStore, signInAtom, signOutAtom } from '@shop/state'
import { ShopIntlProvider } from '@shop/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { Provider } from 'jotai'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PaintedFirstScreen } from '../features/boot/lib/first-screen'
import type { RemoteLoader } from '../features/remotes/lib/remote-loader'
import { RemoteLoaderContext } from '../features/remotes/lib/remote-loader-context'
import { AppRoutes } from './app-routes'

const server = setupServer(
  http.get('*/api/settings/public', () => HttpResponse.json({ success: true, data: { settings: {} } })),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  shopStore.set(signOutAtom)
  shopStore.set(languageAtom, 'tr')
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

/** Each remote module renders its own name, so a test sees which remote the shell chose. */
const loader: RemoteLoader = async <T,>(remote: string, exposed: string) =>
  ({ default: () => <p>{`${remote}/${exposed}`}</p> }) as T

function renderAt(
  path: string,
  { remotes = loader, firstScreen }: { remotes?: RemoteLoader; firstScreen?: PaintedFirstScreen } = {},
) {
  render(
    <Provider store={shopStore}>
      <QueryClientProvider client={new QueryClient()}>
        <ShopIntlProvider catalogue={frameCatalogue}>
          <RemoteLoaderContext value={remotes}>
            <MemoryRouter initialEntries={[path]}>
              <AppRoutes firstScreen={firstScreen} />
              <Where />
            </MemoryRouter>
          </RemoteLoaderContext>
        </ShopIntlProvider>
      </QueryClientProvider>
    </Provider>,
  )
}

const customer = { _id: 'u1', name: 'Ayşe', email: 'ayse@example.com', role: 'user' as const }

describe('route guards', () => {
  it.each([
    '/profile',
    '/orders',
    '/orders/abc',
    '/wishlist',
  ])('sends a visitor from %s to /login remembering the location', async (path) => {
    renderAt(path)
    expect((await screen.findByText('account/App')).textContent).toBe('account/App')
    expect(screen.getByTestId('where').textContent).toBe(`/login?redirect=${encodeURIComponent(path)}`)
  })

  it('lets a logged-in customer open the account screens', async () => {
    shopStore.set(signInAtom, { token: 'jwt', user: customer })
    renderAt('/orders/abc')
    await screen.findByText('account/App')
    expect(screen.getByTestId('where').textContent).toBe('/orders/abc')
  })

  it('sends a visitor from /admin to /login remembering the location', async () => {
    renderAt('/admin/orders')
    await screen.findByText('account/App')
    expect(screen.getByTestId('where').textContent).toBe('/login?redirect=%2Fadmin%2Forders')
  })

  it('sends a customer from /admin home', async () => {
    shopStore.set(signInAtom, { token: 'jwt', user: customer })
    renderAt('/admin')
    await screen.findByText('storefront/App')
    expect(screen.getByTestId('where').textContent).toBe('/')
  })

  it.each(['admin', 'moderator'] as const)('opens /admin for a %s', async (role) => {
    shopStore.set(signInAtom, { token: 'jwt', user: { ...customer, role } })
    renderAt('/admin/orders')
    await screen.findByText('admin/App')
    expect(screen.getByTestId('where').textContent).toBe('/admin/orders')
  })
})

describe('a remote that cannot load', () => {
  it('shows the admin failure inside the shop frame, with a retry', async () => {
    shopStore.set(signInAtom, { token: 'jwt', user: { ...customer, role: 'admin' } })
    const failingAdmin: RemoteLoader = async <T,>(remote: string, exposed: string) => {
      if (remote === 'admin') throw new Error('admin host is down')
      return { default: () => <p>{`${remote}/${exposed}`}</p> } as T
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <Provider store={shopStore}>
        <QueryClientProvider client={new QueryClient()}>
          <ShopIntlProvider catalogue={frameCatalogue}>
            <RemoteLoaderContext value={failingAdmin}>
              <MemoryRouter initialEntries={['/admin']}>
                <AppRoutes />
              </MemoryRouter>
            </RemoteLoaderContext>
          </ShopIntlProvider>
        </QueryClientProvider>
      </Provider>,
    )
    const panel = await screen.findByTestId('remote-error')
    expect(screen.getByRole('main').contains(panel)).toBe(true)
    expect(await screen.findByText('storefront/Header')).toBeTruthy()
    expect(screen.getByText('storefront/Footer')).toBeTruthy()
  })
})

describe("the worker's first screen", () => {
  function paintedAt(path: string): PaintedFirstScreen {
    const node = document.createElement('div')
    node.className = 'fs-screen'
    node.textContent = 'painted products'
    return { path, node }
  }

  function renderWhileTheStorefrontLoads(path: string, firstScreen: PaintedFirstScreen) {
    let arrive = () => {}
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve
    })
    const slowLoader: RemoteLoader = async <T,>(remote: string, exposed: string) => {
      await arrived
      return { default: () => <p>{`${remote}/${exposed}`}</p> } as T
    }
    renderAt(path, { remotes: slowLoader, firstScreen })
    return arrive
  }

  it('stays on show while the storefront loads, and gives way to its page', async () => {
    const arrive = renderWhileTheStorefrontLoads('/products?page=2', paintedAt('/products?page=2'))
    expect(await screen.findByText('painted products')).toBeTruthy()
    arrive()
    await screen.findByText('storefront/App')
    expect(screen.queryByText('painted products')).toBeNull()
  })

  it('is not shown for another page than the one it was painted for', async () => {
    renderWhileTheStorefrontLoads('/products', paintedAt('/products?page=2'))
    await screen.findByRole('status')
    expect(screen.queryByText('painted products')).toBeNull()
  })
})
