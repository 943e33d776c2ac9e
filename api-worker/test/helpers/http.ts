import { exports } from 'cloudflare:workers'
import type { ApiFailure, ApiSuccess } from '@shop/domain'

/** GET through the real worker; the body typed as the success envelope of `T`. */
export async function getJson<T>(
  path: string,
): Promise<{ status: number; body: ApiSuccess<T>; headers: Headers }> {
  const res = await exports.default.fetch(`http://shop.test/api${path}`)
  return { status: res.status, body: await res.json<ApiSuccess<T>>(), headers: res.headers }
}

/** GET that is expected to fail; the body typed as the failure envelope. */
export async function getFailure(path: string): Promise<{ status: number; body: ApiFailure }> {
  const res = await exports.default.fetch(`http://shop.test/api${path}`)
  return { status: res.status, body: await res.json<ApiFailure>() }
}
