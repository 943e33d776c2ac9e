import type { DashboardStats } from '@shop/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { viewerTimeZone } from '../../../lib/viewer-time-zone'
import { dashboardKeys } from './dashboard-keys'

/** New orders should show up when the dashboard is opened again, so its figures go stale after half a minute. */
const STATS_STALE_MS = 30_000

export const dashboardStatsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.stats(),
    // The revenue days are the admin's, as the recent orders' times are.
    queryFn: ({ signal }) =>
      adminRequest<DashboardStats>('GET', '/dashboard/stats', {
        query: { timeZone: viewerTimeZone() },
        signal,
      }),
    staleTime: STATS_STALE_MS,
  })

/** GET /api/dashboard/stats: totals, order and stock counts, five recent orders and 30 days of revenue. */
export function useDashboardStats() {
  return useQuery(dashboardStatsQuery())
}
