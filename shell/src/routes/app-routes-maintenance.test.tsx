import { defaultSettings, type Settings } from '@shop/domain'
import { frameCatalogue } from '@shop/i18n/frame-catalogue'
import { languageAtom, shopStore, signInAtom, signOutAtom } from '@shop/state'
import { ShopIntlProvider } from '@shop/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, within } from '@testing-library/react'
import { Provider } from 'jotai'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SETTINGS_WAIT_LIMIT_MS } from '../features/maintenance/lib/maintenance-access'
import type { RemoteLoader } from '../features/remotes/lib/remote-loader'
import { RemoteLoaderContext } from '../features/remotes/lib/remote-loader-context'
import { AppRoutes } from './app-routes'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  shopStore.set(signOutAtom)
  shopStore.set(languageAtom, 'tr')
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const message = {
  tr: 'Stok sayımı yapıyoruz, saat 14:00’te döneceğiz.',
  en: 'Stock count under way, back at 2 pm.',
}

function answer(overrides: Partial<Settings>) {
  const { translation: _hidden, ...settings } = { ...defaultSettings(), ...overrides }
  server.use(
    http.get('*/api/settings/public', () => HttpResponse.json({ success: true, data: { settings } })),
  )
}

function maintenanceOn(extra: Partial<Settings> = {}) {
  answer({ maintenance: { isEnabled: true, message }, ...extra })
}

/** Renders the routes at a path; `loaded` lists every remote module the shell asked for. */
function renderAt(path: string) {
  const loaded: string[] = []
  const loader: RemoteLoader = async <T,>(remote: string, exposed: string) => {
    loaded.push(`${remote}/${exposed}`)
    return { default: () => <p>{`${remote}/${exposed}`}</p> } as T
  }
  render(
    <Provider store={shopStore}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ShopIntlProvider catalogue={frameCatalogue}>
          <RemoteLoaderContext value={loader}>
            <MemoryRouter initialEntries={[path]}>
              <AppRoutes />
            </MemoryRouter>
          </RemoteLoaderContext>
        </ShopIntlProvider>
      </QueryClientProvider>
    </Provider>,
  )
  return loaded
}

const person = { _id: 'u1', name: 'Ayşe', email: 'ayse@example.com' }
const signInAs = (role: 'admin' | 'moderator' | 'user') =>
  shopStore.set(signInAtom, { token: 'jwt', user: { ...person, role } })

describe('maintenance mode for shoppers', () => {
  it.each([
    '/',
    '/products',
    '/cart',
    '/register',
  ])('shows a visitor at %s the maintenance page and loads no remote', async (path) => {
    maintenanceOn()
    const loaded = renderAt(path)
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sitemiz bakımda' })
    expect(screen.getByRole('main').contains(heading)).toBe(true)
    expect(screen.getByText(message.tr)).toBeTruthy()
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('contentinfo').textContent).toContain('E-Ticaret')
    expect(loaded).toEqual([])
  })

  it('words the page in the shopper’s language, with the admin’s message in it', async () => {
    maintenanceOn()
    shopStore.set(languageAtom, 'en')
    renderAt('/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The site is under maintenance' }),
    ).toBeTruthy()
    expect(screen.getByText(message.en)).toBeTruthy()
  })

  it('falls back to the catalogue’s notice when the admin wrote no message', async () => {
    answer({ maintenance: { isEnabled: true, message: {} } })
    shopStore.set(languageAtom, 'en')
    renderAt('/')
    expect(await screen.findByText(/short maintenance to serve you better/)).toBeTruthy()
  })

  it('closes the account pages to a signed-in customer too', async () => {
    maintenanceOn()
    signInAs('user')
    const loaded = renderAt('/checkout')
    await screen.findByRole('heading', { level: 1, name: 'Sitemiz bakımda' })
    expect(loaded).toEqual([])
  })

  it('offers the contact details that are set', async () => {
    maintenanceOn({
      contactInfo: { email: 'destek@dental.local', phone: '0212 555 00 00', address: {}, workingHours: {} },
      whatsapp: { isEnabled: true, phoneNumber: '905551112233', message: {} },
    })
    renderAt('/')
    const contact = await screen.findByRole('region', { name: 'Bize ulaşın' })
    expect(within(contact).getByRole('link', { name: 'destek@dental.local' }).getAttribute('href')).toBe(
      'mailto:destek@dental.local',
    )
    expect(within(contact).getByRole('link', { name: '0212 555 00 00' }).getAttribute('href')).toBe(
      'tel:02125550000',
    )
    expect(within(contact).getByRole('link', { name: 'WhatsApp ile yazın' }).getAttribute('href')).toContain(
      '905551112233',
    )
  })

  it('keeps /login reachable, inside the maintenance frame, so staff can sign in', async () => {
    maintenanceOn()
    const loaded = renderAt('/login')
    expect(await screen.findByText('account/App')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Sitemiz bakımda' })).toBeNull()
    expect(loaded).toEqual(['account/App'])
  })
})

describe('maintenance mode for staff', () => {
  it.each([
    'admin',
    'moderator',
  ] as const)('shows a signed-in %s the shop as usual, with the banner', async (role) => {
    maintenanceOn()
    signInAs(role)
    renderAt('/')
    expect(await screen.findByText('storefront/App')).toBeTruthy()
    const banner = screen.getByRole('complementary', {
      name: 'Bakım modu açık — müşteriler bakım sayfasını görüyor',
    })
    const settingsLink = within(banner).queryByRole('link', { name: 'Bakım ayarları' })
    expect(settingsLink?.getAttribute('href') ?? null).toBe(role === 'admin' ? '/admin/settings' : null)
    expect(screen.queryByRole('heading', { name: 'Sitemiz bakımda' })).toBeNull()
  })

  it('leaves /admin untouched', async () => {
    maintenanceOn()
    signInAs('admin')
    renderAt('/admin/settings')
    expect(await screen.findByText('admin/App')).toBeTruthy()
    expect(screen.queryByTestId('maintenance-banner')).toBeNull()
  })

  it('shows no banner while maintenance is off', async () => {
    answer({})
    signInAs('admin')
    renderAt('/')
    expect(await screen.findByText('storefront/App')).toBeTruthy()
    expect(screen.queryByTestId('maintenance-banner')).toBeNull()
  })
})

describe('while the settings are on their way', () => {
  it('loads no remote at first, and shows the shop with the defaults once the wait passes its limit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      server.use(http.get('*/api/settings/public', () => new Promise<never>(() => {})))
      const loaded = renderAt('/')
      await act(async () => {
        await vi.advanceTimersByTimeAsync(SETTINGS_WAIT_LIMIT_MS - 500)
      })
      expect(loaded).toEqual([])
      expect(screen.getByRole('main')).toBeTruthy()
      await act(async () => {
        await vi.advanceTimersByTimeAsync(600)
      })
      expect(await screen.findByText('storefront/App')).toBeTruthy()
    } finally {
      vi.useRealTimers()
    }
  })
})
