import { type HttpMethod, type RequestOptions, request } from '@shop/api-client'

/**
 * Admin calls show their own toasts (admin.md §8), so the client's generic error toast is off for them; the 401 rule
 * (clear the session, go to /login) still applies.
 */
export async function adminRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const { data } = await request<T>(method, path, { ...options, suppressErrorToast: true })
  return data
}

/** Like `adminRequest` but keeps the pagination of a list answer. */
export async function adminListRequest<T>(path: string, options: RequestOptions = {}) {
  return request<T>('GET', path, { ...options, suppressErrorToast: true })
}
