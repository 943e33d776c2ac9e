import type { OrderListParams } from '../lib/list-params'

/** Query keys of the admin orders screen, generic to specific; invalidating `all()` refreshes every one. */
export const adminOrderKeys = {
  all: () => ['admin', 'orders'] as const,
  lists: () => [...adminOrderKeys.all(), 'list'] as const,
  list: (params: OrderListParams) => [...adminOrderKeys.lists(), params] as const,
  detail: (id: string) => [...adminOrderKeys.all(), 'detail', id] as const,
  history: (id: string) => [...adminOrderKeys.detail(id), 'history'] as const,
}
