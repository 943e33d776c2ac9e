import { queryOptions } from '@tanstack/react-query'
import { listProducts, type ProductListParams } from '../endpoints/products'

export const productQueries = {
  all: () => ['products'] as const,
  lists: () => [...productQueries.all(), 'list'] as const,
  list: (params: ProductListParams) =>
    queryOptions({
      queryKey: [...productQueries.lists(), params] as const,
      queryFn: ({ signal }) => listProducts(params, { signal }),
    }),
}
