import { API_BASE, ApiError } from '@shop/api-client'
import { REQUEST_TIMEOUT_MS } from '@shop/domain'
import { languageAtom, sessionRefusedAtom, shopStore } from '@shop/state'

interface RawRequestOptions {
  query?: Record<string, string>
  body?: BodyInit
  contentType?: string
  accept: string
  timeoutMs?: number
  /** Failure statuses whose body the caller reads itself (an import refused with its report). */
  keepStatuses?: readonly number[]
}

async function failureOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null)
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown
    errors?: unknown
  }
  const message = typeof envelope.message === 'string' ? envelope.message : ''
  const errors = Array.isArray(envelope.errors)
    ? envelope.errors.filter(
        (entry): entry is { field: string; message: string } =>
          typeof entry?.field === 'string' && typeof entry?.message === 'string',
      )
    : []
  return new ApiError(response.status, message, errors)
}

/**
 * A call whose body is not JSON (CSV out, CSV in), which the shared JSON transport cannot carry. It sends what that
 * transport sends (the session cookie, language, time-out) and keeps its 401 rule: the session is cleared and the route
 * guard takes the admin to the login page. Failures reject with an ApiError (status 0: no answer).
 */
export async function rawRequest(method: 'GET' | 'POST', path: string, options: RawRequestOptions) {
  const headers = new Headers({ Accept: options.accept, 'Accept-Language': shopStore.get(languageAtom) })
  if (options.contentType) headers.set('Content-Type', options.contentType)
  const search = new URLSearchParams(options.query).toString()
  let response: Response
  try {
    response = await fetch(`${API_BASE}${path}${search ? `?${search}` : ''}`, {
      method,
      headers,
      body: options.body,
      signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS.default),
    })
  } catch {
    throw new ApiError(0, '')
  }
  if (response.ok || options.keepStatuses?.includes(response.status)) return response
  if (response.status === 401) shopStore.set(sessionRefusedAtom)
  throw await failureOf(response)
}
