import type { ProductDto } from '@shop/domain'
import { request } from '../core/request'
import type { RequestOptions } from '../core/request-options'

export async function getWishlist(options: RequestOptions = {}): Promise<ProductDto[]> {
  const { data } = await request<{ products: ProductDto[] }>('GET', 'wishlist', options)
  return data.products
}

export async function addToWishlist(productId: string, options: RequestOptions = {}): Promise<void> {
  await request('POST', 'wishlist', { ...options, body: { productId } })
}

export async function removeFromWishlist(productId: string, options: RequestOptions = {}): Promise<void> {
  await request('DELETE', `wishlist/${encodeURIComponent(productId)}`, options)
}
