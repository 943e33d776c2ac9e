import type { AddressInput, ChangePasswordRequest, ProfileUpdateInput, UserDto } from '@shop/domain'
import type { RequestOptions } from '../core/request-options'
import { rpc, rpcOptions } from '../core/rpc'

export type ProfileInput = ProfileUpdateInput
export type PasswordChangeInput = ChangePasswordRequest

export async function getProfile(options: RequestOptions = {}): Promise<UserDto> {
  const response = await rpc.auth.profile.$get(undefined, rpcOptions(options))
  return (await response.json()).data.user
}

export async function updateProfile(input: ProfileInput, options: RequestOptions = {}): Promise<UserDto> {
  const response = await rpc.auth.profile.$put({ json: input }, rpcOptions(options))
  return (await response.json()).data.user
}

export async function changePassword(
  input: PasswordChangeInput,
  options: RequestOptions = {},
): Promise<void> {
  await rpc.auth['change-password'].$put({ json: input }, rpcOptions(options))
}

export async function logout(options: RequestOptions = {}): Promise<void> {
  await rpc.auth.logout.$post(undefined, rpcOptions(options))
}

export async function addAddress(input: AddressInput, options: RequestOptions = {}): Promise<UserDto> {
  const response = await rpc.auth.addresses.$post({ json: input }, rpcOptions(options))
  return (await response.json()).data.user
}

export async function updateAddress(
  id: string,
  input: AddressInput,
  options: RequestOptions = {},
): Promise<UserDto> {
  const response = await rpc.auth.addresses[':id'].$put({ param: { id }, json: input }, rpcOptions(options))
  return (await response.json()).data.user
}

export async function deleteAddress(id: string, options: RequestOptions = {}): Promise<UserDto> {
  const response = await rpc.auth.addresses[':id'].$delete({ param: { id } }, rpcOptions(options))
  return (await response.json()).data.user
}
