import {
  type AdminCategoryNode,
  defaultSettings,
  type Pagination,
  type TranslationProviderName,
  type TranslationStatus,
} from '@shop/domain'
import { HttpResponse, http, type RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'

/**
 * The MSW server of one test file, started with `handlers` and, after them, the default public settings every screen
 * may read (lira amounts follow them) and a translation service that is up (every form asks): a request nothing
 * answers fails the test, and the handlers a test adds with `server.use` are dropped after it.
 */
export function startApiServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers, settingsHandler(), translationStatusHandler())
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}

/** Spies on the success and error toasts in every test of the file, restored after each. */
export function spyOnToasts() {
  beforeEach(() => {
    vi.spyOn(toast, 'success')
    vi.spyOn(toast, 'error')
  })
  afterEach(() => vi.restoreAllMocks())
}

/** An API success envelope. */
export const ok = (data: unknown, pagination?: Pagination) =>
  HttpResponse.json({ success: true, data, ...(pagination ? { pagination } : {}) })

/** An API failure envelope with its status. */
export const fail = (status: number, message: string, errors?: { field: string; message: string }[]) =>
  HttpResponse.json({ success: false, message, ...(errors ? { errors } : {}) }, { status })

/** GET /settings/public answering the default settings (the lira format reads them). */
export const settingsHandler = () =>
  http.get('*/api/settings/public', () => ok({ settings: defaultSettings() }))

/** GET /translate/status: the translator that answers, Workers AI unless `provider` says otherwise (null: none). */
export const translationStatusHandler = (provider: TranslationProviderName | null = 'workers-ai') =>
  http.get('*/api/translate/status', () =>
    ok({
      enabled: false,
      provider,
      model: '@cf/meta/m2m100-1.2b',
      hasApiKey: false,
    } satisfies TranslationStatus),
  )

/** GET /categories/admin answering the given tree, asked again after every change. */
export const categoryTreeHandler = (tree: () => AdminCategoryNode[]) =>
  http.get('*/api/categories/admin', () => ok({ categories: tree() }))

/** The translation call answers with a marked copy, so a test can tell translated text apart; `asked` collects the texts sent. */
export const translateHandler = (asked: string[] = []) =>
  http.post('*/api/translate/auto', async ({ request }) => {
    const { text } = (await request.json()) as { text: string }
    asked.push(text)
    return ok({ translatedText: `EN ${text}`, provider: 'test' })
  })
