import type { DashboardRevenueDay } from '@shop/domain'
import { useT } from '@shop/i18n'
import { useLira } from '@shop/ui'
import { useIntl } from 'react-intl'
import hidden from '../../../components/visually-hidden.module.css'
import { useAdminDates } from '../../../hooks/use-admin-dates'

/**
 * The chart's figures day by day, for screen readers (visually hidden). The wrapper hides it: a table grows to its
 * rows whatever height it is given, so hidden itself it would still lengthen the page.
 */
export function RevenueTable({ days }: { days: DashboardRevenueDay[] }) {
  const t = useT()
  const intl = useIntl()
  const dates = useAdminDates()
  const lira = useLira()
  return (
    <div className={hidden.visuallyHidden}>
      <table data-testid="revenue-table">
        <caption>{t('admin.dashboard.revenue_table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.dashboard.day')}</th>
            <th scope="col">{t('admin.dashboard.revenue')}</th>
            <th scope="col">{t('admin.dashboard.orders')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">
                <time dateTime={day.date}>{dates.date(day.date)}</time>
              </th>
              <td>{lira(day.revenue)}</td>
              <td>{intl.formatNumber(day.orders)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
