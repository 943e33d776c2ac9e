import { createInstance } from '@module-federation/enhanced/runtime'
import { messagesFor } from '@shop/i18n'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { IntlProvider } from 'react-intl'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fetchManifest, manifestGuardPlugin } from '../lib/manifest-guard'
import { RemoteLoadError } from '../lib/remote-load-error'
import { createRemoteLoader } from '../lib/remote-loader'
import { RemoteLoaderContext } from '../lib/remote-loader-context'
import { DEFAULT_MANIFESTS } from '../lib/remote-names'
import { RemoteSlot } from './remote-slot'

const MANIFEST = 'http://localhost:3000/remotes/storefront/mf-manifest.json'
const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

function renderSlot() {
  const federation = createInstance({ name: 'shell_test', remotes: [], plugins: [manifestGuardPlugin()] })
  const loader = createRemoteLoader(federation, async () => ({ ...DEFAULT_MANIFESTS, storefront: MANIFEST }))
  render(
    <IntlProvider locale="tr" messages={messagesFor('tr')}>
      <RemoteLoaderContext value={loader}>
        <header>Çerçeve</header>
        <RemoteSlot remote="storefront" module="App" />
      </RemoteLoaderContext>
    </IntlProvider>,
  )
}

describe('remote loading', () => {
  it('treats an SPA fallback (HTML with status 200) as a failed remote and retries on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let requests = 0
    server.use(
      http.get(MANIFEST, () => {
        requests += 1
        return HttpResponse.html('<!doctype html><html><body><div id="root"></div></body></html>')
      }),
    )
    renderSlot()
    const panel = await screen.findByTestId('remote-error', {}, { timeout: 3000 })
    expect(panel.textContent).toContain('Bu bölüm şu anda yüklenemedi')
    expect(screen.getByText('Çerçeve')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }))
    await screen.findByTestId('remote-error', {}, { timeout: 3000 })
    expect(requests).toBe(2)
  })

  it('refuses HTML, missing and non-manifest answers but passes a manifest through', async () => {
    server.use(
      http.get('*/html.json', () =>
        HttpResponse.text('<!doctype html>', { headers: { 'content-type': 'text/plain' } }),
      ),
      http.get('*/missing.json', () => HttpResponse.json({ message: 'not found' }, { status: 404 })),
      http.get('*/other.json', () => HttpResponse.json({ hello: 'world' })),
      http.get('*/ok.json', () =>
        HttpResponse.json({ metaData: { name: 'storefront' }, exposes: [], shared: [] }),
      ),
    )
    for (const path of ['html', 'missing', 'other']) {
      await expect(fetchManifest(`http://localhost:3000/${path}.json`)).rejects.toBeInstanceOf(
        RemoteLoadError,
      )
    }
    const ok = await fetchManifest('http://localhost:3000/ok.json')
    expect(await ok.json()).toMatchObject({ metaData: { name: 'storefront' } })
  })
})
