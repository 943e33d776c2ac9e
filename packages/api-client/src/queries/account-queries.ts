import { queryOptions } from '@tanstack/react-query'
import { getProfile } from '../endpoints/account'

export const accountQueries = {
  all: () => ['account'] as const,
  /** Account screens report a failed load in place, so the generic toast is suppressed. */
  profile: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'profile'] as const,
      queryFn: ({ signal }) => getProfile({ signal, suppressErrorToast: true }),
    }),
}
