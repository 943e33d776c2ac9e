import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { adminUserKeys } from './user-keys'

/** After any user change: every users list page. */
export function useInvalidateUsers() {
  const queryClient = useQueryClient()
  return useCallback(() => queryClient.invalidateQueries({ queryKey: adminUserKeys.all() }), [queryClient])
}
