import { productQueries } from '@shop/api-client'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { adminProductKeys } from './product-keys'

/** After any product change: the admin lists, stats and details, and the shop's own product lists (dashboard). */
export function invalidateProducts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductKeys.all() }),
    queryClient.invalidateQueries({ queryKey: productQueries.all() }),
  ])
}

export function useInvalidateProducts() {
  const queryClient = useQueryClient()
  return useCallback(() => invalidateProducts(queryClient), [queryClient])
}
