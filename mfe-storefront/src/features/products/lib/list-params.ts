import type { ProductListParams } from '@shop/api-client'
import { productListQuerySchema } from '@shop/domain'

const KEYS = [
  'page',
  'limit',
  'q',
  'category',
  'featured',
  'sale',
  'inStock',
  'minPrice',
  'maxPrice',
  'sort',
  'order',
] as const

/**
 * The /products query string as list-call parameters: every parameter the list call knows is passed on; a value
 * the API would refuse (page=abc, sort=colour, a lower price bound above the upper) is left out instead of failing
 * the whole page.
 */
export function listParamsFrom(search: URLSearchParams): ProductListParams {
  const shape = productListQuerySchema.shape
  const params: Record<string, unknown> = {}
  for (const key of KEYS) {
    const raw = search.get(key)
    if (raw === null || raw.trim() === '') continue
    const parsed = shape[key].safeParse(raw)
    if (parsed.success && parsed.data !== undefined) params[key] = parsed.data
  }
  const list = params as ProductListParams
  if (list.minPrice !== undefined && list.maxPrice !== undefined && list.minPrice > list.maxPrice) {
    delete list.minPrice
    delete list.maxPrice
  }
  return list
}

/** The same query string with `page` set (page links keep every other parameter), on `path`. */
export function withPage(search: URLSearchParams, page: number, path = '/products'): string {
  const next = new URLSearchParams(search)
  if (page <= 1) next.delete('page')
  else next.set('page', String(page))
  const query = next.toString()
  return query ? `${path}?${query}` : path
}
