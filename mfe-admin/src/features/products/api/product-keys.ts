import type { ProductListParams } from '../lib/list-params'

/** Query keys of the admin products screen, generic to specific; invalidating `all()` refreshes every one. */
export const adminProductKeys = {
  all: () => ['admin', 'products'] as const,
  lists: () => [...adminProductKeys.all(), 'list'] as const,
  list: (params: ProductListParams) => [...adminProductKeys.lists(), params] as const,
  detail: (id: string) => [...adminProductKeys.all(), 'detail', id] as const,
  history: (id: string) => [...adminProductKeys.detail(id), 'history'] as const,
}
