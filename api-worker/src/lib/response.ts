import type { ApiSuccess, Pagination } from '@shop/domain'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The one way handlers answer successfully: `{ success: true, data, pagination? }`. */
export function ok<T, S extends ContentfulStatusCode = 200>(
  c: Context,
  data: T,
  pagination?: Pagination,
  status?: S,
) {
  const body: ApiSuccess<T> = pagination ? { success: true, data, pagination } : { success: true, data }
  return c.json(body, (status ?? 200) as S)
}
