import { exports } from 'cloudflare:workers'
import type { ApiFailure, ApiSuccess } from '@shop/domain'

/** GET through the real worker; the body typed as the success envelope of `T`. */
export async function getJson<T>(
  path: string,
): Promise<{ status: number; body: ApiSuccess<T>; headers: Headers }> {
  const res = await exports.default.fetch(`http://shop.test/api${path}`)
  return { status: res.status, body: await res.json<ApiSuccess<T>>(), headers: res.headers }
}

/**
 * GET that is expected to fail; the body typed as the failure envelope. In the shop's default language or the one given
 * (sent as Accept-Language).
 */
export async function getFailure(
  path: string,
  language?: string,
): Promise<{ status: number; body: ApiFailure }> {
  const headers: Record<string, string> = language ? { 'Accept-Language': language } : {}
  const res = await exports.default.fetch(`http://shop.test/api${path}`, { headers })
  return { status: res.status, body: await res.json<ApiFailure>() }
}
