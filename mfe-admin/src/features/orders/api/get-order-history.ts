import { useInfiniteQuery } from '@tanstack/react-query'
import { entityHistoryQuery } from '../../../lib/entity-history-query'
import { adminOrderKeys } from './order-keys'

/** GET /orders/admin/{id}/history: the order's changes by staff, newest first, older ones on demand. */
export const orderHistoryQuery = (id: string) =>
  entityHistoryQuery(adminOrderKeys.history(id), `/orders/admin/${encodeURIComponent(id)}/history`)

export function useOrderHistory(id: string) {
  return useInfiniteQuery(orderHistoryQuery(id))
}
