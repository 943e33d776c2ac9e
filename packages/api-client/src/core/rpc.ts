import type { AppType } from 'api-worker/src/app'
import { hc } from 'hono/client'
import { transmit } from './request'
import { type RequestOptions, SUPPRESS_TOAST_HEADER } from './request-options'

/** Carries a call's time-out from `rpcOptions` to `rpcFetch`; stripped before sending. */
const TIMEOUT_HEADER = 'x-client-timeout-ms'
/** Carries `quietUnauthorized` the same way. */
const QUIET_401_HEADER = 'x-client-quiet-401'
/** Carries `repeatable` the same way. */
const REPEATABLE_HEADER = 'x-client-repeatable'

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input
  return input instanceof URL ? input.href : input.url
}

/**
 * hc's fetch goes through the shared transport (token, time-out, error envelope → ApiError, 401 rule, toasts) and
 * answers the successful envelope back to hc, so typed calls and `request()` behave the same.
 */
async function rpcFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  const timeout = Number(headers.get(TIMEOUT_HEADER)) || undefined
  headers.delete(TIMEOUT_HEADER)
  const quietUnauthorized = headers.get(QUIET_401_HEADER) === '1'
  headers.delete(QUIET_401_HEADER)
  const repeatable = headers.get(REPEATABLE_HEADER) === '1'
  headers.delete(REPEATABLE_HEADER)
  const { result, status } = await transmit(urlOf(input), init.method ?? 'GET', init.body ?? undefined, {
    headers: Object.fromEntries(headers.entries()),
    signal: init.signal ?? undefined,
    timeoutMs: timeout,
    quietUnauthorized,
    repeatable,
  })
  return Response.json({ success: true, ...result }, { status })
}

function origin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin
}

/** The API typed from the worker's own `AppType`: paths, inputs and outputs cannot drift from the server. */
export const rpc = hc<AppType>(origin(), { fetch: rpcFetch }).api

/** A call's RequestOptions (signal, time-out, toast suppression, headers) in the form hc takes. */
export function rpcOptions(options: RequestOptions = {}) {
  const headers: Record<string, string> = { ...options.headers }
  if (options.suppressErrorToast) headers[SUPPRESS_TOAST_HEADER] = '1'
  if (options.timeoutMs) headers[TIMEOUT_HEADER] = String(options.timeoutMs)
  if (options.quietUnauthorized) headers[QUIET_401_HEADER] = '1'
  if (options.repeatable) headers[REPEATABLE_HEADER] = '1'
  return { headers, init: { signal: options.signal } }
}
