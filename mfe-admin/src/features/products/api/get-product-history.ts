import { useInfiniteQuery } from '@tanstack/react-query'
import { entityHistoryQuery } from '../../../lib/entity-history-query'
import { adminProductKeys } from './product-keys'

/** GET /products/admin/{id}/history: the product's changes by staff, newest first, older ones on demand. */
export const productHistoryQuery = (id: string) =>
  entityHistoryQuery(adminProductKeys.history(id), `/products/admin/${encodeURIComponent(id)}/history`)

export function useProductHistory(id: string) {
  return useInfiniteQuery(productHistoryQuery(id))
}
