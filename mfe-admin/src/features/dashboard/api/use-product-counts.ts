import { productQueries } from '@shop/api-client'
import { useQueries } from '@tanstack/react-query'

/** One-item pages are enough: the counts come from each list's pagination total. */
const COUNT_QUERIES = [{ limit: 1 }, { limit: 1, featured: true }, { limit: 1, sale: true }] as const

/** Product totals the catalogue can answer today: all, featured and discounted. */
export function useProductCounts() {
  return useQueries({
    queries: COUNT_QUERIES.map((params) => productQueries.list(params)),
    combine: (results) => ({
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      isFetching: results.some((result) => result.isFetching),
      refetch: () => Promise.all(results.map((result) => result.refetch())),
      totals: results.map((result) => result.data?.pagination?.total ?? 0) as [number, number, number],
    }),
  })
}
