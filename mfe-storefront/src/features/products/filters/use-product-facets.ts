import { type ProductListParams, productFacetQueries } from '@shop/api-client'
import { useQuery } from '@tanstack/react-query'

/** The facet counts for the list's filters (paging and sorting do not change a count, so they are left out). */
export function useProductFacets(params: ProductListParams) {
  const { page: _page, limit: _limit, sort: _sort, order: _order, ...filters } = params
  return useQuery(productFacetQueries.facets(filters))
}
