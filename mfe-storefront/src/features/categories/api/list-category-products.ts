import { type ProductListParams, rpc, toQuery } from '@shop/api-client'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { categoryKeys } from './category-keys'

type CategoryProductParams = Omit<ProductListParams, 'category'>

/** GET /categories/{id}/products: the category's products (its subcategories' included), paginated. */
export async function listCategoryProducts(id: string, params: CategoryProductParams, signal?: AbortSignal) {
  const { api, call } = await rpc({ signal })
  const response = await api.categories[':id'].products.$get({ param: { id }, query: toQuery(params) }, call)
  const body = await response.json()
  return { products: body.data.products, pagination: body.pagination }
}

export const categoryProductsQuery = (id: string, params: CategoryProductParams) =>
  queryOptions({
    queryKey: categoryKeys.products(id, params),
    queryFn: ({ signal }) => listCategoryProducts(id, params, signal),
  })

export function useCategoryProducts(id: string | undefined, params: CategoryProductParams) {
  return useQuery({ ...categoryProductsQuery(id ?? '', params), enabled: Boolean(id) })
}
