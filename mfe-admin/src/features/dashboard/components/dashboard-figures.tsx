import { useT } from '@shop/i18n'
import { QueryState } from '../../../components/query-state'
import { useDashboardStats } from '../api/get-dashboard-stats'
import styles from './dashboard.module.css'
import { DashboardSkeleton } from './dashboard-skeleton'
import { RecentOrders } from './recent-orders'
import { RevenueSection } from './revenue-section'
import { StatCards } from './stat-cards'

/**
 * Every figure from GET /dashboard/stats. A failure shows the server's message with a retry, never made-up
 * numbers (admin.md §2 shows samples; this shop does not).
 */
export function DashboardFigures() {
  const t = useT()
  const stats = useDashboardStats()
  if (stats.isPending) return <DashboardSkeleton />
  return (
    <QueryState query={stats} errorTitle={t('admin.dashboard.load_error')}>
      {(data) => (
        <div className={styles.stats}>
          <StatCards stats={data} />
          <div className={styles.lower}>
            <RecentOrders orders={data.recentOrders} />
            <RevenueSection days={data.revenueByDay} />
          </div>
        </div>
      )}
    </QueryState>
  )
}
