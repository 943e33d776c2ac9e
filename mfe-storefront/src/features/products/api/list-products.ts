import { type ProductListParams, productQueries } from '@shop/api-client'
import { languageAtom } from '@shop/state'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'

/** The list call in the shopper's language: a list sorted by name is asked again when it changes. */
export function useProductListQuery(params: ProductListParams) {
  return productQueries.list(params, useAtomValue(languageAtom))
}

/** GET /products with the list parameters; the previous page stays on screen while the next one loads. */
export function useProductList(params: ProductListParams) {
  return useQuery({ ...useProductListQuery(params), placeholderData: keepPreviousData })
}
