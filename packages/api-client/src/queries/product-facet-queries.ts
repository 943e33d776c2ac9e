import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { getProductFacets, type ProductFacetsParams } from '../endpoints/product-facets'
import { productQueries } from './product-queries'

/**
 * Facet counts under the shared 'products' root (invalidating products refreshes them). Counts are a help, not the
 * page: a failure is not toasted (the controls work without counts), and the previous counts stay while new load.
 */
export const productFacetQueries = {
  all: () => [...productQueries.all(), 'facets'] as const,
  facets: (params: ProductFacetsParams) =>
    queryOptions({
      queryKey: [...productFacetQueries.all(), params] as const,
      queryFn: ({ signal }) => getProductFacets(params, { signal, suppressErrorToast: true }),
      placeholderData: keepPreviousData,
      retry: 1,
    }),
}
