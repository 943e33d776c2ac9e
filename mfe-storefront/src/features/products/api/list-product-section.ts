import { type RpcClient, rpc } from '@shop/api-client'
import { PAGE_SIZE } from '@shop/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ProductSection, productKeys } from './product-keys'

const endpoints = {
  featured: (api: RpcClient) => api.products.featured.$get,
  new: (api: RpcClient) => api.products.new.$get,
  discounted: (api: RpcClient) => api.products.discounted.$get,
} as const

/** GET /products/featured|new|discounted?limit=n. */
export async function listProductSection(section: ProductSection, limit: number, signal?: AbortSignal) {
  const { api, call } = await rpc({ signal })
  const response = await endpoints[section](api)({ query: { limit: String(limit) } }, call)
  const body = await response.json()
  return body.data.products
}

export const productSectionQuery = (section: ProductSection, limit: number = PAGE_SIZE.homeSection) =>
  queryOptions({
    queryKey: productKeys.section(section, limit),
    queryFn: ({ signal }) => listProductSection(section, limit, signal),
  })

export function useProductSection(section: ProductSection) {
  return useQuery(productSectionQuery(section))
}
