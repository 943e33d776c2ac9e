import type { ProductDto } from '@shop/domain'
import type { RequestOptions } from '../core/request-options'
import { rpc, rpcOptions } from '../core/rpc'

/** Every wishlist call answers with the whole list. */
export async function getWishlist(options: RequestOptions = {}): Promise<ProductDto[]> {
  const response = await rpc.wishlist.$get(undefined, rpcOptions(options))
  return (await response.json()).data.products
}

export async function addToWishlist(productId: string, options: RequestOptions = {}): Promise<ProductDto[]> {
  const response = await rpc.wishlist.$post({ json: { productId } }, rpcOptions(options))
  return (await response.json()).data.products
}

export async function removeFromWishlist(
  productId: string,
  options: RequestOptions = {},
): Promise<ProductDto[]> {
  const response = await rpc.wishlist[':productId'].$delete({ param: { productId } }, rpcOptions(options))
  return (await response.json()).data.products
}
