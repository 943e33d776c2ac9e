import type { ProductListParams } from '@shop/api-client'
import { readProductListParams } from '@shop/domain'

/**
 * The /products query string as list-call parameters: every parameter the list call knows is passed on; a value
 * the API would refuse (page=abc, sort=colour, a lower price bound above the upper) is left out instead of failing
 * the whole page. Read with @shop/domain's plain readers (the API's schema is built from the same rules), so the
 * shop's first load carries no schema library.
 */
export function listParamsFrom(search: URLSearchParams): ProductListParams {
  return readProductListParams(search)
}

/** The same query string with `page` set (page links keep every other parameter), on `path`. */
export function withPage(search: URLSearchParams, page: number, path = '/products'): string {
  const next = new URLSearchParams(search)
  if (page <= 1) next.delete('page')
  else next.set('page', String(page))
  const query = next.toString()
  return query ? `${path}?${query}` : path
}
