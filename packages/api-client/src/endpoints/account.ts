import type { AddressInput, ChangePasswordRequest, ProfileUpdateInput, UserDto } from '@shop/domain'
import { rpc } from '../core/calls'
import type { RequestOptions } from '../core/request-options'

export type ProfileInput = ProfileUpdateInput
export type PasswordChangeInput = ChangePasswordRequest

export async function getProfile(options: RequestOptions = {}): Promise<UserDto> {
  const { api, call } = await rpc(options)
  const response = await api.auth.profile.$get(undefined, call)
  return (await response.json()).data.user
}

export async function updateProfile(input: ProfileInput, options: RequestOptions = {}): Promise<UserDto> {
  const { api, call } = await rpc(options)
  const response = await api.auth.profile.$put({ json: input }, call)
  return (await response.json()).data.user
}

export async function changePassword(
  input: PasswordChangeInput,
  options: RequestOptions = {},
): Promise<void> {
  const { api, call } = await rpc(options)
  await api.auth['change-password'].$put({ json: input }, call)
}

export async function logout(options: RequestOptions = {}): Promise<void> {
  const { api, call } = await rpc(options)
  await api.auth.logout.$post(undefined, call)
}

export async function addAddress(input: AddressInput, options: RequestOptions = {}): Promise<UserDto> {
  const { api, call } = await rpc(options)
  const response = await api.auth.addresses.$post({ json: input }, call)
  return (await response.json()).data.user
}

export async function updateAddress(
  id: string,
  input: AddressInput,
  options: RequestOptions = {},
): Promise<UserDto> {
  const { api, call } = await rpc(options)
  const response = await api.auth.addresses[':id'].$put({ param: { id }, json: input }, call)
  return (await response.json()).data.user
}

export async function deleteAddress(id: string, options: RequestOptions = {}): Promise<UserDto> {
  const { api, call } = await rpc(options)
  const response = await api.auth.addresses[':id'].$delete({ param: { id } }, call)
  return (await response.json()).data.user
}
