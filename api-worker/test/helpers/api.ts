import { exports } from 'cloudflare:workers'
import type { ApiFailure, ApiSuccess, UserDto } from '@shop/domain'

export interface CallOptions {
  method?: string
  body?: unknown
  token?: string | null
  headers?: Record<string, string>
}

/** Either envelope, read loosely: tests check `status` first and then whichever fields they expect. */
export type AnyBody<T> = Omit<ApiSuccess<T>, 'success'> & Omit<ApiFailure, 'success'> & { success: boolean }

export interface CallResult<T> {
  status: number
  headers: Headers
  body: AnyBody<T>
}

/** One request through the real worker (routing, middleware, D1), as the browser would send it. */
export async function call<T = unknown>(path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  const res = await exports.default.fetch(`http://shop.test/api${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  return { status: res.status, headers: res.headers, body: (await res.json()) as AnyBody<T> }
}

let counter = 0

/** An e-mail no other test uses. */
export function uniqueEmail(prefix = 'musteri'): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`
}

export interface Customer {
  token: string
  user: UserDto
  email: string
  password: string
}

/** Registers a new customer through the API and answers the session. */
export async function registerCustomer(overrides: Record<string, unknown> = {}): Promise<Customer> {
  const email = uniqueEmail()
  const password = 'secret12'
  const { status, body } = await call<{ user: UserDto; token: string }>('/auth/register', {
    body: { name: 'Ayşe Yılmaz', email, password, ...overrides },
  })
  if (status !== 201) throw new Error(`register failed: ${status} ${JSON.stringify(body)}`)
  return { token: body.data.token, user: body.data.user, email: body.data.user.email, password }
}

export const validAddress = {
  title: 'Ev',
  fullName: 'Ayşe Yılmaz',
  phone: '0532 123 45 67',
  city: 'İstanbul',
  district: 'Kadıköy',
  neighborhood: 'Moda',
  addressLine: 'Bahariye Cad. No: 1 D: 2',
  postalCode: '34710',
}
