// @vitest-environment happy-dom
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { toast } from 'sonner'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiError } from './api-error'

/** How the transport chunk's download goes: it fails while `refused`, and each download is counted. */
const chunk = vi.hoisted(() => ({ refused: false, downloads: 0 }))

const server = setupServer(
  http.get('*/api/products', () =>
    HttpResponse.json({
      success: true,
      data: { products: [] },
      pagination: { page: 1, limit: 1, total: 0, pages: 0 },
    }),
  ),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

/**
 * A fresh copy of the client, as a page that has not loaded its transport yet (with fresh copies of the workspace
 * packages it reads: the message catalogue is loaded again and sonner is in before the first toast, as in the app).
 */
async function freshClient() {
  vi.resetModules()
  vi.doMock('./transport', async (importOriginal) => {
    chunk.downloads += 1
    if (chunk.refused) throw new TypeError('Failed to fetch dynamically imported module: api-transport')
    return importOriginal()
  })
  chunk.downloads = 0
  await (await import('@shop/i18n')).loadMessages('tr')
  await (await import('./notify')).loadToasts()
  return { ...(await import('./calls')), ApiError: (await import('./api-error')).ApiError }
}

async function failure(promise: Promise<unknown>, errorClass: typeof ApiError): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!(error instanceof errorClass)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

beforeEach(() => {
  chunk.refused = false
  vi.spyOn(toast, 'error').mockClear()
})

describe('the transport is fetched with the first call', () => {
  it('is not fetched when the client is loaded, then once for every call after', async () => {
    const { request, rpc } = await freshClient()
    expect(chunk.downloads).toBe(0)
    await request('GET', 'products')
    const { api, call } = await rpc()
    expect((await api.products.$get({ query: {} }, call)).status).toBe(200)
    expect(chunk.downloads).toBe(1)
  })

  it('makes a refused download the call’s connection error, toasted unless suppressed, and tries again next time', async () => {
    const { request, rpc, ApiError: FreshApiError } = await freshClient()
    chunk.refused = true
    const error = await failure(request('GET', 'products'), FreshApiError)
    expect(error).toMatchObject({
      status: 0,
      message: 'Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin.',
    })
    expect(toast.error).toHaveBeenCalledWith('Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin.', {
      duration: 5000,
    })

    vi.mocked(toast.error).mockClear()
    await failure(rpc({ suppressErrorToast: true }), FreshApiError)
    await failure(request('GET', 'products', { headers: { 'X-Suppress-Error-Toast': '1' } }), FreshApiError)
    expect(toast.error).not.toHaveBeenCalled()

    chunk.refused = false
    await expect(request('GET', 'products')).resolves.toMatchObject({ data: { products: [] } })
    expect(chunk.downloads).toBe(4)
  })

  it('starts the download at the visitor’s first interaction, once', async () => {
    await freshClient()
    await import('./lazy-transport')
    expect(chunk.downloads).toBe(0)
    window.dispatchEvent(new Event('pointerdown'))
    window.dispatchEvent(new Event('scroll'))
    await vi.waitFor(() => expect(chunk.downloads).toBe(1))
    window.dispatchEvent(new Event('keydown'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(chunk.downloads).toBe(1)
  })

  it('uses the transport an app bundles and provides, without fetching the chunk', async () => {
    const { request } = await freshClient()
    const { provideTransport } = await import('./lazy-transport')
    const provided = { request: async () => ({ data: 'from the app’s own copy' }) }
    provideTransport(provided as unknown as Parameters<typeof provideTransport>[0])
    await expect(request('GET', 'products')).resolves.toEqual({ data: 'from the app’s own copy' })
    expect(chunk.downloads).toBe(0)
  })
})
