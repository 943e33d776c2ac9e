import type { DashboardRevenueDay } from '@shop/domain'
import { useT } from '@shop/i18n'
import { useLira } from '@shop/ui'
import { lazy, Suspense, useId } from 'react'
import { useIntl } from 'react-intl'
import { summarizeRevenue } from '../lib/revenue-summary'
import { utcDay } from '../lib/utc-day'
import dashboard from './dashboard.module.css'
import styles from './revenue.module.css'
import { RevenueTable } from './revenue-table'

// uPlot and its stylesheet load only with the chart, after the figures are on screen.
const RevenueChart = lazy(() =>
  import('./revenue-chart').then((module) => ({ default: module.RevenueChart })),
)

/** The last 30 days of revenue: a written summary (total, best day), the chart and a table behind it when there was any. */
export function RevenueSection({ days }: { days: DashboardRevenueDay[] }) {
  const t = useT()
  const intl = useIntl()
  const lira = useLira()
  const headingId = useId()
  const { total, best } = summarizeRevenue(days)
  return (
    <section aria-labelledby={headingId} className={dashboard.panel}>
      <h2 id={headingId} className={dashboard.panelTitle}>
        {t('admin.dashboard.revenue_chart')}
      </h2>
      <p className={styles.summary} data-testid="revenue-summary">
        {best
          ? t('admin.dashboard.revenue_summary', {
              total: lira(total),
              date: intl.formatDate(utcDay(best.date), { day: 'numeric', month: 'long', timeZone: 'UTC' }),
              amount: lira(best.revenue),
            })
          : t('admin.dashboard.revenue_summary_empty')}
      </p>
      {/* Thirty days of nothing is said in words: an empty chart on a scale of 0 to 1 lira tells an admin less. */}
      {best && (
        <>
          <Suspense fallback={<div className={styles.chart} />}>
            <RevenueChart days={days} />
          </Suspense>
          <RevenueTable days={days} />
        </>
      )}
    </section>
  )
}
