import { REQUEST_TIMEOUT_MS } from '@shop/domain'
import { languageAtom, shopStore } from '@shop/state'
import { ApiError } from './api-error'
import { handleFailure } from './handle-failure'
import { clientMessage } from './messages'
import { type ApiResult, parseBody } from './parse-body'
import {
  API_BASE,
  type HttpMethod,
  type QueryParams,
  type RequestOptions,
  SUPPRESS_TOAST_HEADER,
} from './request-options'
import { sendAgainOnceIfLost } from './send-again-if-lost'

function buildUrl(path: string, query: QueryParams | undefined): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  return `${API_BASE}/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`
}

function buildHeaders(options: RequestOptions): { headers: Headers; suppressToast: boolean } {
  const headers = new Headers(options.headers)
  // The flag steers this client only; it is not sent.
  const suppressToast = options.suppressErrorToast === true || headers.get(SUPPRESS_TOAST_HEADER) === '1'
  headers.delete(SUPPRESS_TOAST_HEADER)
  headers.set('Accept', 'application/json')
  // The API words its messages (validation, failures) in the language the screens show.
  headers.set('Accept-Language', shopStore.get(languageAtom))
  if (options.body !== undefined && !(options.body instanceof FormData))
    headers.set('Content-Type', 'application/json')
  return { headers, suppressToast }
}

/** Aborts on the caller's signal or after the time-out, whichever comes first. */
function timeoutSignal(ms: number, outer: AbortSignal | undefined) {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, ms)
  const onOuterAbort = () => controller.abort(outer?.reason)
  if (outer?.aborted) controller.abort(outer.reason)
  else outer?.addEventListener('abort', onOuterAbort, { once: true })
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer)
      outer?.removeEventListener('abort', onOuterAbort)
    },
  }
}

/**
 * The one HTTP entry point of every app: `/api` base, the session cookie, JSON, time-out, normalised errors. Part of
 * the transport fetched with the first call (`calls.ts` is what the apps import).
 */
export function request<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) body = JSON.stringify(options.body)
  return transmit<T>(buildUrl(path, options.query), method, body, options).then(({ result }) => result)
}

/**
 * Sends an already-built request through the shared transport. Resolves with the envelope's data and the HTTP status;
 * any failure becomes an ApiError after the 401 rule and the error toast have been applied.
 */
export async function transmit<T>(
  url: string,
  method: string,
  body: BodyInit | undefined,
  options: RequestOptions,
): Promise<{ result: ApiResult<T>; status: number }> {
  const { headers, suppressToast } = buildHeaders({ ...options, body: options.body ?? body })
  const timer = timeoutSignal(options.timeoutMs ?? REQUEST_TIMEOUT_MS.default, options.signal)
  try {
    // The session cookie goes with every call to this origin (the default, said here because the login depends on it).
    const send = () => fetch(url, { method, headers, body, signal: timer.signal, credentials: 'same-origin' })
    const response = await sendAgainOnceIfLost(send, options.repeatable === true, timer.signal)
    return { result: await parseBody<T>(response), status: response.status }
  } catch (cause) {
    // A query cancelled by its caller (unmount, newer key) is not a failure to report.
    if (options.signal?.aborted) throw cause
    const error =
      cause instanceof ApiError
        ? cause
        : new ApiError(0, clientMessage(timer.timedOut() ? 'error.timeout' : 'error.connection'))
    handleFailure(error, suppressToast, options.quietUnauthorized)
    throw error
  } finally {
    timer.dispose()
  }
}
