import { loadTransport } from './lazy-transport'
import type { ApiResult } from './parse-body'
import type { HttpMethod, RequestOptions } from './request-options'
import type { RpcClient } from './rpc'
import { rpcOptions } from './rpc-options'

/**
 * The one HTTP entry point of every app: `/api` base, the session cookie, JSON, time-out, normalised errors
 * (request.ts, in the transport chunk this fetches with the first call).
 */
export async function request<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const transport = await loadTransport(options)
  return transport.request<T>(method, path, options)
}

/**
 * The API typed from the worker's own `AppType` (rpc.ts), with the call's options in the form hc takes:
 * `const { api, call } = await rpc(options); await api.products.$get({ query }, call)`.
 */
export async function rpc(
  options: RequestOptions = {},
): Promise<{ api: RpcClient; call: ReturnType<typeof rpcOptions> }> {
  const { rpcClient } = await loadTransport(options)
  return { api: rpcClient, call: rpcOptions(options) }
}
