// @vitest-environment happy-dom
import { STORAGE_KEYS } from '@shop/domain'
import { loadMessages } from '@shop/i18n'
import { keepDraftWhenSessionEnds, languageAtom, shopStore, signInAtom, userAtom } from '@shop/state'
import { delay, HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-error'
import { setApiNavigator } from './navigation'
import { loadToasts } from './notify'
import { request } from './request'

// sonner is fetched on demand in the app; here it is in before the first toast, as after a page's first render.
await loadToasts()

const server = setupServer()
const navigations: string[] = []
let restoreNavigator: () => void

// The app loads the visitor's catalogue before anything renders; the client's own texts read it.
beforeAll(() => Promise.all([loadMessages('tr'), loadMessages('en')]))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  navigations.length = 0
  restoreNavigator = setApiNavigator((to) => navigations.push(to))
  vi.spyOn(toast, 'error')
  shopStore.set(languageAtom, 'tr')
  shopStore.set(signInAtom, {
    token: 'jwt-1',
    user: { _id: 'u1', name: 'Ayşe', email: 'ayse@example.com', role: 'user' },
  })
  window.history.replaceState(null, '', '/orders?page=2')
})
afterEach(() => {
  server.resetHandlers()
  restoreNavigator()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

describe('request', () => {
  it('sends no token of its own (the session cookie goes by itself) and the query under /api, and returns data with pagination', async () => {
    server.use(
      http.get('*/api/products', ({ request: req }) => {
        const url = new URL(req.url)
        return HttpResponse.json({
          success: true,
          data: {
            auth: req.headers.get('authorization'),
            q: url.searchParams.get('q'),
            empty: url.searchParams.has('c'),
          },
          pagination: { page: 1, limit: 20, total: 1, pages: 1 },
        })
      }),
    )
    const result = await request('GET', 'products', { query: { q: 'frez', c: undefined } })
    expect(result).toEqual({
      data: { auth: null, q: 'frez', empty: false },
      pagination: { page: 1, limit: 20, total: 1, pages: 1 },
    })
  })

  it('normalises a failure envelope and toasts the server message', async () => {
    server.use(
      http.post('*/api/orders', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Geçersiz veri',
            errors: [{ field: 'phone', message: 'Telefon gereklidir' }],
          },
          { status: 400 },
        ),
      ),
    )
    const error = await failure(request('POST', 'orders', { body: {} }))
    expect(error).toMatchObject({ status: 400, message: 'Geçersiz veri' })
    expect(error.errors).toEqual([{ field: 'phone', message: 'Telefon gereklidir' }])
    expect(toast.error).toHaveBeenCalledWith('Geçersiz veri', { duration: 5000 })
  })

  it('falls back to the generic Turkish message for a non-JSON answer', async () => {
    server.use(http.get('*/api/health', () => new HttpResponse('<!doctype html>', { status: 200 })))
    const error = await failure(request('GET', 'health'))
    expect(error.message).toBe('Bir hata oluştu')
    expect(toast.error).toHaveBeenCalledWith('Bir hata oluştu', { duration: 5000 })
  })

  it('words its own messages in the visitor language', async () => {
    shopStore.set(languageAtom, 'en')
    server.use(http.get('*/api/health', () => HttpResponse.text('Bad gateway', { status: 502 })))
    expect((await failure(request('GET', 'health'))).message).toBe('Something went wrong')
  })

  it('suppresses the toast by option or by header, and does not send the header', async () => {
    let sentHeader: string | null = 'unset'
    server.use(
      http.get('*/api/translate', ({ request: req }) => {
        sentHeader = req.headers.get('x-suppress-error-toast')
        return HttpResponse.json({ success: false, message: 'Çeviri hatası' }, { status: 502 })
      }),
    )
    await failure(request('GET', 'translate', { suppressErrorToast: true }))
    await failure(request('GET', 'translate', { headers: { 'X-Suppress-Error-Toast': '1' } }))
    expect(sentHeader).toBeNull()
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('on 401 forgets the user and goes to /login remembering the location', async () => {
    server.use(
      http.get('*/api/auth/profile', () =>
        HttpResponse.json({ success: false, message: 'Yetkisiz' }, { status: 401 }),
      ),
    )
    const error = await failure(request('GET', 'auth/profile'))
    expect(error.status).toBe(401)
    expect(shopStore.get(userAtom)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull()
    expect(navigations).toEqual(['/login?redirect=%2Forders%3Fpage%3D2'])
  })

  it('on 401 lets open forms keep their unsaved changes before the user is forgotten', async () => {
    server.use(
      http.put('*/api/products/p1', () =>
        HttpResponse.json({ success: false, message: 'Yetkisiz' }, { status: 401 }),
      ),
    )
    const kept: { userId: string; userStillKnown: boolean }[] = []
    const stopKeeping = keepDraftWhenSessionEnds((userId) =>
      kept.push({ userId, userStillKnown: shopStore.get(userAtom) !== null }),
    )
    try {
      await failure(request('PUT', 'products/p1', { body: {} }))
    } finally {
      stopKeeping()
    }
    expect(kept).toEqual([{ userId: 'u1', userStillKnown: true }])
  })

  it('on 401 says once that the session expired, however many calls were refused, until someone signs in', async () => {
    server.use(
      http.get('*/api/auth/profile', () =>
        HttpResponse.json({ success: false, message: 'Yetkisiz' }, { status: 401 }),
      ),
      http.get('*/api/orders/my-orders', () =>
        HttpResponse.json({ success: false, message: 'Yetkisiz' }, { status: 401 }),
      ),
    )
    const expired = 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.'
    const showing = () => toast.getToasts().filter((item) => 'title' in item && item.title === expired)
    await Promise.all([failure(request('GET', 'auth/profile')), failure(request('GET', 'orders/my-orders'))])
    expect(showing()).toHaveLength(1)

    shopStore.set(signInAtom, {
      token: 'jwt-2',
      user: { _id: 'u1', name: 'Ayşe', email: 'ayse@example.com', role: 'user' },
    })
    // sonner removes a dismissed toast after its exit animation.
    await vi.waitFor(() => expect(showing()).toHaveLength(0), { timeout: 2000 })
  })

  it('on 401 of a quiet call clears the session without navigating or toasting', async () => {
    server.use(
      http.get('*/api/auth/profile', () =>
        HttpResponse.json({ success: false, message: 'Yetkisiz' }, { status: 401 }),
      ),
    )
    const error = await failure(request('GET', 'auth/profile', { quietUnauthorized: true }))
    expect(error.status).toBe(401)
    expect(shopStore.get(userAtom)).toBeNull()
    expect(navigations).toEqual([])
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('stays on /login when the login call itself answers 401', async () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fprofile')
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ success: false, message: 'E-posta veya şifre hatalı' }, { status: 401 }),
      ),
    )
    await failure(request('POST', 'auth/login', { body: {}, suppressErrorToast: true }))
    expect(navigations).toEqual([])
  })

  it('gives up after the time-out with a status-0 error', async () => {
    server.use(
      http.get('*/api/slow', async () => {
        await delay(500)
        return HttpResponse.json({ success: true, data: null })
      }),
    )
    const error = await failure(request('GET', 'slow', { timeoutMs: 30 }))
    expect(error).toMatchObject({ status: 0, message: 'İstek zaman aşımına uğradı' })
  })
})

describe('a repeatable write (one carrying an Idempotency-Key)', () => {
  const keyed = { body: { items: 1 }, headers: { 'Idempotency-Key': 'k-1' }, repeatable: true }
  const created = () => HttpResponse.json({ success: true, data: { id: 'o1' } }, { status: 201 })

  /** Answers each POST /api/orders with the next reply, recording the key and body it came with. */
  function orders(...replies: (() => Response)[]) {
    const sent: { key: string | null; body: unknown }[] = []
    server.use(
      http.post('*/api/orders', async ({ request: req }) => {
        sent.push({ key: req.headers.get('idempotency-key'), body: await req.json() })
        const reply = replies[sent.length - 1]
        if (!reply) throw new Error('sent more often than expected')
        return reply()
      }),
    )
    return sent
  }

  it('is sent once more, with the same key and body, when a proxy answered instead of the API', async () => {
    const sent = orders(
      () => HttpResponse.text('Your worker restarted mid-request.', { status: 503 }),
      created,
    )
    await expect(request('POST', 'orders', keyed)).resolves.toEqual({ data: { id: 'o1' } })
    expect(sent).toEqual([
      { key: 'k-1', body: { items: 1 } },
      { key: 'k-1', body: { items: 1 } },
    ])
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('is sent once more when the connection dropped', async () => {
    const sent = orders(() => HttpResponse.error(), created)
    await expect(request('POST', 'orders', keyed)).resolves.toEqual({ data: { id: 'o1' } })
    expect(sent).toHaveLength(2)
  })

  it('fails with the connection message when the second answer is lost too, after two sends', async () => {
    const sent = orders(
      () => HttpResponse.error(),
      () => HttpResponse.error(),
    )
    const error = await failure(request('POST', 'orders', keyed))
    expect(error).toMatchObject({
      status: 0,
      message: 'Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin.',
    })
    expect(sent).toHaveLength(2)
  })

  it("is not sent again after the API's own failure, even a 5xx", async () => {
    const sent = orders(() =>
      HttpResponse.json({ success: false, message: 'Sunucu hatası' }, { status: 500 }),
    )
    expect((await failure(request('POST', 'orders', keyed))).message).toBe('Sunucu hatası')
    expect(sent).toHaveLength(1)
  })

  it('is not sent again once its time-out has passed', async () => {
    let sends = 0
    server.use(
      http.post('*/api/orders', async () => {
        sends += 1
        await delay(500)
        return created()
      }),
    )
    const error = await failure(request('POST', 'orders', { ...keyed, timeoutMs: 30 }))
    expect(error).toMatchObject({ status: 0, message: 'İstek zaman aşımına uğradı' })
    expect(sends).toBe(1)
  })

  it('a write not marked repeatable is sent once, whatever the answer', async () => {
    let sends = 0
    server.use(
      http.post('*/api/addresses', () => {
        sends += 1
        return HttpResponse.text('Bad gateway', { status: 502 })
      }),
    )
    expect((await failure(request('POST', 'addresses', { body: {} }))).message).toBe('Bir hata oluştu')
    expect(sends).toBe(1)
  })
})
