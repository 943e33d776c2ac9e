import type { ProductListParams } from '@shop/api-client'
import { productListQuerySchema } from '@shop/domain'

const KEYS = ['page', 'limit', 'q', 'category', 'featured', 'sale', 'sort', 'order'] as const

/**
 * The /products query string as list-call parameters: every parameter the list call knows is passed on; a value
 * the API would refuse (page=abc, sort=colour) is left out instead of failing the whole page.
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
  return params as ProductListParams
}

/** The same query string with `page` set (page links keep every other parameter). */
export function withPage(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search)
  if (page <= 1) next.delete('page')
  else next.set('page', String(page))
  const query = next.toString()
  return query ? `/products?${query}` : '/products'
}
