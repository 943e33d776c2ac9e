import type { Language } from '@shop/domain'
import { queryOptions } from '@tanstack/react-query'
import { listProducts, type ProductListParams } from '../endpoints/products'

/**
 * What a list's answer depends on besides its parameters: a list sorted by name comes in the alphabetical order of
 * the language it is asked in (the API reads the request's Accept-Language), so it is kept per language and a switch
 * of language asks again. Any other list is the same in every language (a product carries all its names), and its key
 * stays the one the worker inlines a first screen under (api-worker/src/seo/boot-keys.ts).
 */
const orderLanguage = (params: ProductListParams, language: Language) =>
  params.sort === 'name' ? [language] : []

export const productQueries = {
  all: () => ['products'] as const,
  lists: () => [...productQueries.all(), 'list'] as const,
  /** The list in `language`, the one the request is sent in (the shopper's, `languageAtom`). */
  list: (params: ProductListParams, language: Language) =>
    queryOptions({
      queryKey: [...productQueries.lists(), params, ...orderLanguage(params, language)] as const,
      queryFn: ({ signal }) => listProducts(params, { signal }),
    }),
}
