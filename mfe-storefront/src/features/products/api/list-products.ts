import { type ProductListParams, productQueries } from '@shop/api-client'
import { keepPreviousData, useQuery } from '@tanstack/react-query'

/** GET /products with the list parameters; the previous page stays on screen while the next one loads. */
export function useProductList(params: ProductListParams) {
  return useQuery({ ...productQueries.list(params), placeholderData: keepPreviousData })
}
