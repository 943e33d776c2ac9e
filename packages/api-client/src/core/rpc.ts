import type { AppType } from 'api-worker/src/app'
import { hc } from 'hono/client'
import { transmit } from './request'
import { QUIET_401_HEADER, REPEATABLE_HEADER, TIMEOUT_HEADER } from './rpc-options'

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

/**
 * The API typed from the worker's own `AppType`: paths, inputs and outputs cannot drift from the server. Part of the
 * transport fetched with the first call; the apps reach it through `rpc()` (calls.ts).
 */
export const rpcClient = hc<AppType>(origin(), { fetch: rpcFetch }).api
export type RpcClient = typeof rpcClient
