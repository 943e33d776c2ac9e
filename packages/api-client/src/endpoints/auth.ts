import type { AuthSession, LoginInput, RegisterInput } from '@shop/domain'
import { request } from '../core/calls'
import type { RequestOptions } from '../core/request-options'

export async function login(input: LoginInput, options: RequestOptions = {}): Promise<AuthSession> {
  const { data } = await request<AuthSession>('POST', 'auth/login', { ...options, body: input })
  return data
}

/** Phone is sent only when filled (storefront.md §5). */
export async function register(input: RegisterInput, options: RequestOptions = {}): Promise<AuthSession> {
  const { confirmPassword: _confirm, phone, ...rest } = input
  const body = phone ? { ...rest, phone } : rest
  const { data } = await request<AuthSession>('POST', 'auth/register', { ...options, body })
  return data
}
