import { createInstance } from '@module-federation/enhanced/runtime'
import { PRELOADED_BY_ATTRIBUTE } from '@shop/domain/remote-registry'
import { messagesFor } from '@shop/i18n'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { IntlProvider } from 'react-intl'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { readManifest } from '../lib/manifest-guard'
import { RemoteLoadError } from '../lib/remote-load-error'
import { createRemoteLoader, type RemoteLoader } from '../lib/remote-loader'
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
  const federation = createInstance({ name: 'shell_test', remotes: [] })
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

  it("reloads the page instead when the page preloaded the failed remote's files", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {})
    const preloadOf = (remote: string) => {
      const link = document.createElement('link')
      link.rel = 'preload'
      link.href = `/remotes/${remote}/static/js/${remote}.js`
      link.setAttribute(PRELOADED_BY_ATTRIBUTE, remote)
      return document.head.appendChild(link)
    }
    const preloads = [preloadOf('account')]
    let requests = 0
    server.use(
      http.get(MANIFEST, () => {
        requests += 1
        return HttpResponse.html('<!doctype html><html><body></body></html>')
      }),
    )
    try {
      renderSlot()
      await screen.findByTestId('remote-error', {}, { timeout: 3000 })
      // Another remote's preloads leave the retry in place.
      await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }))
      await waitFor(() => expect(requests).toBe(2))
      await screen.findByTestId('remote-error', {}, { timeout: 3000 })
      expect(reload).not.toHaveBeenCalled()

      preloads.push(preloadOf('storefront'))
      await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }))
      expect(reload).toHaveBeenCalledTimes(1)
      expect(requests).toBe(2)
    } finally {
      for (const link of preloads) link.remove()
    }
  })

  it('refuses HTML, missing and non-manifest answers but passes a manifest through', async () => {
    server.use(
      http.get('*/html.json', () =>
        HttpResponse.text('<!doctype html>', { headers: { 'content-type': 'text/plain' } }),
      ),
      http.get('*/missing.json', () => HttpResponse.json({ message: 'not found' }, { status: 404 })),
      http.get('*/other.json', () => HttpResponse.json({ hello: 'world' })),
      http.get('*/null.json', () => HttpResponse.json({ metaData: null })),
      http.get('*/ok.json', () =>
        HttpResponse.json({ metaData: { name: 'storefront' }, exposes: [], shared: [] }),
      ),
    )
    for (const path of ['html', 'missing', 'other', 'null']) {
      await expect(readManifest(`http://localhost:3000/${path}.json`)).rejects.toBeInstanceOf(RemoteLoadError)
    }
    expect(await readManifest('http://localhost:3000/ok.json')).toMatchObject({
      metaData: { name: 'storefront' },
    })
  })
})

/** A loader whose answers the test hands out by hand; each call waits for the next `arrive`. */
function handLoader() {
  const waiting: Array<(module: unknown) => void> = []
  const loader = (() =>
    new Promise((resolve) => waiting.push(resolve as (module: unknown) => void))) as RemoteLoader
  const arrive = (text: string) => waiting.shift()?.({ default: () => <p>{text}</p> })
  return { loader, arrive, calls: () => waiting.length }
}

function renderHandSlot(loader: RemoteLoader, slowAfterMs: number) {
  render(
    <IntlProvider locale="tr" messages={messagesFor('tr')}>
      <RemoteLoaderContext value={loader}>
        <RemoteSlot remote="storefront" module="App" slowAfterMs={slowAfterMs} />
      </RemoteLoaderContext>
    </IntlProvider>,
  )
}

describe('a slow or stalled remote', () => {
  it('shows the retry panel once loading takes too long, and the remote when it arrives late', async () => {
    const { loader, arrive } = handLoader()
    renderHandSlot(loader, 50)
    expect(screen.queryByTestId('remote-error')).toBeNull()
    await screen.findByTestId('remote-error')
    arrive('Geç gelen vitrin')
    expect(await screen.findByText('Geç gelen vitrin')).toBeTruthy()
    expect(screen.queryByTestId('remote-error')).toBeNull()
  })

  it('loads again when the shopper retries a stalled remote', async () => {
    const { loader, arrive, calls } = handLoader()
    renderHandSlot(loader, 50)
    await screen.findByTestId('remote-error')
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }))
    await waitFor(() => expect(calls()).toBe(2))
    arrive('ilk deneme')
    arrive('ikinci deneme')
    expect(await screen.findByText('ikinci deneme')).toBeTruthy()
  })
})
