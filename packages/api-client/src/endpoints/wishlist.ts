import type { ProductDto } from '@shop/domain'
import { rpc } from '../core/calls'
import type { RequestOptions } from '../core/request-options'

/** Every wishlist call answers with the whole list. */
export async function getWishlist(options: RequestOptions = {}): Promise<ProductDto[]> {
  const { api, call } = await rpc(options)
  const response = await api.wishlist.$get(undefined, call)
  return (await response.json()).data.products
}

export async function addToWishlist(productId: string, options: RequestOptions = {}): Promise<ProductDto[]> {
  const { api, call } = await rpc(options)
  const response = await api.wishlist.$post({ json: { productId } }, call)
  return (await response.json()).data.products
}

export async function removeFromWishlist(
  productId: string,
  options: RequestOptions = {},
): Promise<ProductDto[]> {
  const { api, call } = await rpc(options)
  const response = await api.wishlist[':productId'].$delete({ param: { productId } }, call)
  return (await response.json()).data.products
}
