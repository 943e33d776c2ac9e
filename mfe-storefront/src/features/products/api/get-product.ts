import { rpc } from '@shop/api-client'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { productKeys } from './product-keys'

/**
 * GET /products/{id or slug}: the product and its related products. The screen shows its own not-found and error
 * states, so the generic error toast is suppressed.
 */
export async function getProduct(idOrSlug: string, signal?: AbortSignal) {
  const { api, call } = await rpc({ signal, suppressErrorToast: true })
  const response = await api.products[':idOrSlug'].$get({ param: { idOrSlug } }, call)
  const body = await response.json()
  return body.data
}

export const productDetailQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: productKeys.detail(idOrSlug),
    queryFn: ({ signal }) => getProduct(idOrSlug, signal),
    retry: false,
  })

export function useProductDetail(idOrSlug: string, enabled = true) {
  return useQuery({ ...productDetailQuery(idOrSlug), enabled })
}
