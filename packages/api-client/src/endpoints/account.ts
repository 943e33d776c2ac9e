import type { AddressInput } from '@shop/domain'
import { request } from '../core/request'
import type { RequestOptions } from '../core/request-options'
import type { AccountUser } from './account-types'

export interface ProfileInput {
  name: string
  phone: string
}

export interface PasswordChangeInput {
  currentPassword: string
  newPassword: string
}

export async function getProfile(options: RequestOptions = {}): Promise<AccountUser> {
  const { data } = await request<{ user: AccountUser }>('GET', 'auth/profile', options)
  return data.user
}

export async function updateProfile(input: ProfileInput, options: RequestOptions = {}): Promise<AccountUser> {
  const { data } = await request<{ user: AccountUser }>('PUT', 'auth/profile', { ...options, body: input })
  return data.user
}

export async function changePassword(
  input: PasswordChangeInput,
  options: RequestOptions = {},
): Promise<void> {
  await request('PUT', 'auth/change-password', { ...options, body: input })
}

export async function logout(options: RequestOptions = {}): Promise<void> {
  await request('POST', 'auth/logout', options)
}

export async function addAddress(input: AddressInput, options: RequestOptions = {}): Promise<AccountUser> {
  const { data } = await request<{ user: AccountUser }>('POST', 'auth/addresses', { ...options, body: input })
  return data.user
}

export async function updateAddress(
  id: string,
  input: AddressInput,
  options: RequestOptions = {},
): Promise<AccountUser> {
  const path = `auth/addresses/${encodeURIComponent(id)}`
  const { data } = await request<{ user: AccountUser }>('PUT', path, { ...options, body: input })
  return data.user
}

export async function deleteAddress(id: string, options: RequestOptions = {}): Promise<AccountUser> {
  const path = `auth/addresses/${encodeURIComponent(id)}`
  const { data } = await request<{ user: AccountUser }>('DELETE', path, options)
  return data.user
}
