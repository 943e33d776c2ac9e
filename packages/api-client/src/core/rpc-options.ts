import { type RequestOptions, SUPPRESS_TOAST_HEADER } from './request-options'

/** Carries a call's time-out from `rpcOptions` to the transport's fetch for hc; stripped before sending. */
export const TIMEOUT_HEADER = 'x-client-timeout-ms'
/** Carries `quietUnauthorized` the same way. */
export const QUIET_401_HEADER = 'x-client-quiet-401'
/** Carries `repeatable` the same way. */
export const REPEATABLE_HEADER = 'x-client-repeatable'

/** A call's RequestOptions (signal, time-out, toast suppression, headers) in the form hc takes. */
export function rpcOptions(options: RequestOptions = {}) {
  const headers: Record<string, string> = { ...options.headers }
  if (options.suppressErrorToast) headers[SUPPRESS_TOAST_HEADER] = '1'
  if (options.timeoutMs) headers[TIMEOUT_HEADER] = String(options.timeoutMs)
  if (options.quietUnauthorized) headers[QUIET_401_HEADER] = '1'
  if (options.repeatable) headers[REPEATABLE_HEADER] = '1'
  return { headers, init: { signal: options.signal } }
}
