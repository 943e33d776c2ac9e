import { queryOptions } from '@tanstack/react-query'
import { api } from '../api'
import type { ProductListParams } from '../endpoints/products'

export const productQueries = {
  all: () => ['products'] as const,
  lists: () => [...productQueries.all(), 'list'] as const,
  list: (params: ProductListParams) =>
    queryOptions({
      queryKey: [...productQueries.lists(), params] as const,
      queryFn: ({ signal }) => api.products.list(params, { signal }),
    }),
}
